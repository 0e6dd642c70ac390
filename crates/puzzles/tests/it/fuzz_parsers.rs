//! The text parsers of the family (DIMACS graphs, mazes, the judge
//! input of `perms`, number lists, word lists, word grids, region maps) fed arbitrary bytes and damaged valid input: they
//! never panic, an error is one short line that quotes little of the
//! input, what they accept is within their limits, and what they write
//! reads back the same.

use proptest::prelude::*;
use puzzles::color::{Graph, MAX_VERTICES};
use puzzles::combination_sum::{MAX_CANDIDATE, parse_candidates};
use puzzles::maze::{MAX_MAZE_SIDE, Maze};
use puzzles::perms::{MAX_JUDGE_N, parse_judge};
use puzzles::regions;
use puzzles::word_search::{MAX_GRID_SIDE, MAX_WORD_LEN, MAX_WORDS, WordGrid, parse_words};
use puzzles::{Error, MAX_PARSED_NUMBERS, MAX_PARSED_VALUE, parse_numbers};
use testkit::fuzz::{cases, error_line_problem, mutate};

/// Arbitrary bytes as the text a parser gets (the CLI refuses what is not
/// UTF-8 before parsing).
fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn check_error<T>(result: &Result<T, Error>) -> Result<(), TestCaseError> {
    if let Err(e) = result {
        let message = e.to_string();
        prop_assert!(
            error_line_problem(&message).is_none(),
            "{}",
            error_line_problem(&message).unwrap()
        );
    }
    Ok(())
}

/// Words the DIMACS reader knows, and numbers around its limits.
fn dimacs_soup() -> impl Strategy<Value = String> {
    let word = prop::sample::select(vec![
        "p",
        "edge",
        "col",
        "cnf",
        "e",
        "c",
        "0",
        "1",
        "2",
        "3",
        "2000",
        "2001",
        "-1",
        "18446744073709551616",
        " ",
        "  ",
        "\t",
        "\n",
        "\r\n",
        "\u{a0}",
        "é",
        "\u{1b}",
        "\0",
    ]);
    prop::collection::vec(word, 0..60).prop_map(|w| w.concat())
}

fn dimacs_of(n: usize, edges: &[(usize, usize)]) -> String {
    let mut text = format!("c random\np edge {n} {}\n", edges.len());
    for &(u, v) in edges {
        text.push_str(&format!("e {} {}\n", u + 1, v + 1));
    }
    text
}

fn graph_checks(graph: &Graph) -> Result<(), TestCaseError> {
    let n = graph.vertices();
    prop_assert!((1..=MAX_VERTICES).contains(&n));
    for v in 0..n {
        let list = graph.neighbors(v);
        prop_assert!(list.windows(2).all(|w| w[0] < w[1]));
        prop_assert!(list.iter().all(|&u| (u as usize) < n && u as usize != v));
    }
    Ok(())
}

/// A random graph: n vertices and some edges without loops.
fn random_graph() -> impl Strategy<Value = (usize, Vec<(usize, usize)>)> {
    (1usize..40).prop_flat_map(|n| {
        let edges = prop::collection::vec((0..n, 0..n), 0..80);
        (
            Just(n),
            edges.prop_map(|e| e.into_iter().filter(|(u, v)| u != v).collect()),
        )
    })
}

/// A random maze as text: walls and open cells with one `S` and one `E`.
fn random_maze() -> impl Strategy<Value = String> {
    (1usize..20, 1usize..20)
        .prop_filter("room for S and E", |(r, c)| r * c >= 2)
        .prop_flat_map(|(rows, cols)| {
            let cells = prop::collection::vec(prop::bool::weighted(0.3), rows * cols);
            (Just(cols), cells, 0..rows * cols, 1..rows * cols).prop_map(|(cols, walls, s, d)| {
                let e = (s + d) % walls.len();
                let mut text = String::new();
                for (i, &wall) in walls.iter().enumerate() {
                    text.push(if i == s {
                        'S'
                    } else if i == e {
                        'E'
                    } else if wall {
                        '#'
                    } else {
                        '.'
                    });
                    if (i + 1) % cols == 0 {
                        text.push('\n');
                    }
                }
                text
            })
        })
}

fn maze_checks(maze: &Maze) -> Result<(), TestCaseError> {
    prop_assert!((1..=MAX_MAZE_SIDE).contains(&maze.rows()));
    prop_assert!((1..=MAX_MAZE_SIDE).contains(&maze.cols()));
    prop_assert!(maze.start() != maze.end());
    // What it prints, it reads back.
    let again = Maze::parse(&maze.render(&[])).expect("a rendered maze reads back");
    prop_assert_eq!(&again, maze);
    Ok(())
}

fn judge_text(ns: &[usize]) -> String {
    let mut text = format!("{}\n", ns.len());
    for n in ns {
        text.push_str(&format!("{n}\n"));
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(512), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn dimacs_of_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        let parsed = Graph::parse_dimacs(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(g) = &parsed {
            graph_checks(g)?;
        }
    }

    #[test]
    fn dimacs_of_its_own_words(soup in dimacs_soup()) {
        let parsed = Graph::parse_dimacs(&soup);
        check_error(&parsed)?;
        if let Ok(g) = &parsed {
            graph_checks(g)?;
        }
    }

    #[test]
    fn dimacs_damaged((n, edges) in random_graph(), seed in any::<u64>(), edits in 1usize..6) {
        let bytes = mutate(dimacs_of(n, &edges).as_bytes(), seed, edits, 3000);
        let parsed = Graph::parse_dimacs(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(g) = &parsed {
            graph_checks(g)?;
        }
    }

    #[test]
    fn dimacs_round_trip((n, edges) in random_graph()) {
        let parsed = Graph::parse_dimacs(&dimacs_of(n, &edges)).unwrap();
        prop_assert_eq!(parsed, Graph::new(n, &edges).unwrap());
    }

    #[test]
    fn maze_of_arbitrary_bytes(bytes in prop::collection::vec(
        prop_oneof![Just(b'#'), Just(b'.'), Just(b'S'), Just(b'E'), Just(b'\n'), any::<u8>()], 0..2000)
    ) {
        let parsed = Maze::parse(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(m) = &parsed {
            maze_checks(m)?;
        }
    }

    #[test]
    fn maze_damaged(maze in random_maze(), seed in any::<u64>(), edits in 1usize..6) {
        let bytes = mutate(maze.as_bytes(), seed, edits, 3000);
        let parsed = Maze::parse(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(m) = &parsed {
            maze_checks(m)?;
        }
    }

    #[test]
    fn maze_round_trip(maze in random_maze()) {
        let parsed = Maze::parse(&maze).unwrap();
        prop_assert_eq!(parsed.render(&[]), maze);
    }

    #[test]
    fn judge_of_arbitrary_bytes(bytes in prop::collection::vec(
        prop_oneof![Just(b'1'), Just(b'9'), Just(b'\n'), Just(b' '), any::<u8>()], 0..1000)
    ) {
        let parsed = parse_judge(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(ns) = &parsed {
            prop_assert!(ns.iter().all(|&n| (1..=MAX_JUDGE_N).contains(&n)));
        }
    }

    #[test]
    fn judge_damaged(ns in prop::collection::vec(1usize..=MAX_JUDGE_N, 1..30), seed in any::<u64>(), edits in 1usize..6) {
        let bytes = mutate(judge_text(&ns).as_bytes(), seed, edits, 3000);
        let parsed = parse_judge(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(ns) = &parsed {
            prop_assert!(ns.iter().all(|&n| (1..=MAX_JUDGE_N).contains(&n)));
        }
    }

    #[test]
    fn judge_round_trip(ns in prop::collection::vec(1usize..=MAX_JUDGE_N, 1..30)) {
        prop_assert_eq!(parse_judge(&judge_text(&ns)), Ok(ns));
    }
}

/// Integers joined by a mix of separators: spaces, tabs, line breaks,
/// `\r\n`, blank lines.
fn numbers_text(numbers: &[i64], seps: &[u8]) -> String {
    let mut text = String::from(if seps.first() == Some(&0) { "\u{feff}" } else { "" });
    for (i, v) in numbers.iter().enumerate() {
        text.push_str(&v.to_string());
        text.push_str(match seps.get(i).copied().unwrap_or(0) % 5 {
            0 => " ",
            1 => "\t",
            2 => "\n",
            3 => "\r\n",
            _ => "\n\n  ",
        });
    }
    text
}

fn numbers_checks(numbers: &[i64]) -> Result<(), TestCaseError> {
    prop_assert!(numbers.len() <= MAX_PARSED_NUMBERS);
    prop_assert!(
        numbers
            .iter()
            .all(|v| v.unsigned_abs() <= MAX_PARSED_VALUE as u64)
    );
    Ok(())
}

fn words_checks(words: &[String]) -> Result<(), TestCaseError> {
    prop_assert!(words.len() <= MAX_WORDS);
    for w in words {
        prop_assert!((1..=MAX_WORD_LEN).contains(&w.len()));
        prop_assert!(w.bytes().all(|b| b.is_ascii_alphabetic()));
    }
    Ok(())
}

fn grid_checks(grid: &WordGrid) -> Result<(), TestCaseError> {
    prop_assert!((1..=MAX_GRID_SIDE).contains(&grid.rows()));
    prop_assert!((1..=MAX_GRID_SIDE).contains(&grid.cols()));
    let again = WordGrid::parse(&grid.render()).expect("a rendered grid reads back");
    prop_assert_eq!(&again, grid);
    Ok(())
}

/// A random grid of letters as text.
fn random_grid() -> impl Strategy<Value = String> {
    (1usize..12, 1usize..12).prop_flat_map(|(rows, cols)| {
        prop::collection::vec(prop::collection::vec(prop::char::range('a', 'e'), cols), rows)
            .prop_map(|rows| rows.iter().map(|r| r.iter().collect::<String>() + "\n").collect())
    })
}

fn word_list() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec("[a-zA-Z]{1,12}", 0..30)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(512), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn numbers_of_arbitrary_bytes(bytes in prop::collection::vec(
        prop_oneof![Just(b'1'), Just(b'-'), Just(b' '), Just(b'\n'), Just(b'\r'), any::<u8>()], 0..2000)
    ) {
        let t = text(&bytes);
        let parsed = parse_numbers(&t);
        check_error(&parsed)?;
        if let Ok(ns) = &parsed {
            numbers_checks(ns)?;
        }
        let parsed = parse_candidates(&t);
        check_error(&parsed)?;
        if let Ok(ns) = &parsed {
            prop_assert!(ns.iter().all(|&v| (1..=MAX_CANDIDATE).contains(&v)));
        }
    }

    #[test]
    fn numbers_damaged(
        numbers in prop::collection::vec(-MAX_PARSED_VALUE..=MAX_PARSED_VALUE, 0..40),
        seps in prop::collection::vec(any::<u8>(), 0..40),
        seed in any::<u64>(),
        edits in 1usize..6,
    ) {
        let bytes = mutate(numbers_text(&numbers, &seps).as_bytes(), seed, edits, 3000);
        let parsed = parse_numbers(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(ns) = &parsed {
            numbers_checks(ns)?;
        }
        check_error(&parse_candidates(&text(&bytes)))?;
    }

    #[test]
    fn numbers_round_trip(
        numbers in prop::collection::vec(-MAX_PARSED_VALUE..=MAX_PARSED_VALUE, 0..40),
        seps in prop::collection::vec(any::<u8>(), 0..40),
    ) {
        prop_assert_eq!(parse_numbers(&numbers_text(&numbers, &seps)), Ok(numbers));
    }

    #[test]
    fn words_of_arbitrary_bytes(bytes in prop::collection::vec(
        prop_oneof![Just(b'a'), Just(b'Z'), Just(b' '), Just(b'\n'), any::<u8>()], 0..2000)
    ) {
        let parsed = parse_words(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(ws) = &parsed {
            words_checks(ws)?;
        }
    }

    #[test]
    fn words_damaged(words in word_list(), seed in any::<u64>(), edits in 1usize..6) {
        let bytes = mutate(words.join("\n").as_bytes(), seed, edits, 5000);
        let parsed = parse_words(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(ws) = &parsed {
            words_checks(ws)?;
        }
    }

    #[test]
    fn words_round_trip(words in word_list()) {
        prop_assert_eq!(parse_words(&words.join(" \r\n")), Ok(words));
    }

    #[test]
    fn grid_of_arbitrary_bytes(bytes in prop::collection::vec(
        prop_oneof![Just(b'a'), Just(b'B'), Just(b'\n'), Just(b'\r'), any::<u8>()], 0..2000)
    ) {
        let parsed = WordGrid::parse(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(g) = &parsed {
            grid_checks(g)?;
        }
    }

    #[test]
    fn grid_damaged(grid in random_grid(), seed in any::<u64>(), edits in 1usize..6) {
        let bytes = mutate(grid.as_bytes(), seed, edits, 3000);
        let parsed = WordGrid::parse(&text(&bytes));
        check_error(&parsed)?;
        if let Ok(g) = &parsed {
            grid_checks(g)?;
        }
    }

    #[test]
    fn grid_round_trip(grid in random_grid()) {
        prop_assert_eq!(WordGrid::parse(&grid).unwrap().render(), grid);
    }
}

/// A line of ten million characters is refused with a short message.
#[test]
fn huge_lines_give_short_errors() {
    let long = "7".repeat(10 << 20);
    let cases = [
        Graph::parse_dimacs(&format!("p edge {long} 1\n")).map(|_| ()),
        Graph::parse_dimacs(&format!("{long}\n")).map(|_| ()),
        Graph::parse_dimacs(&format!("p edge 3 1\ne 1 {long}\n")).map(|_| ()),
        Maze::parse(&long).map(|_| ()),
        parse_judge(&format!("1\n{long}\n")).map(|_| ()),
        parse_judge(&format!("1 {long}\n")).map(|_| ()),
        parse_numbers(&format!("1 {long}\n")).map(|_| ()),
        parse_numbers(&format!("1 -{long}x\n")).map(|_| ()),
        parse_candidates(&format!("1 {long}\n")).map(|_| ()),
        parse_words(&format!("ab {long}\n")).map(|_| ()),
        parse_words(&"a".repeat(10 << 20)).map(|_| ()),
        parse_words(&"a ".repeat(MAX_WORDS + 1)).map(|_| ()),
        // 300 words of 4000 letters: more letters than a search takes.
        parse_words(&format!("{} ", "a".repeat(4000)).repeat(300)).map(|_| ()),
        WordGrid::parse(&long).map(|_| ()),
        WordGrid::parse(&format!("ab\n{long}\n")).map(|_| ()),
        WordGrid::parse(&"ab\n".repeat(10 << 20)).map(|_| ()),
    ];
    for result in cases {
        let message = result.unwrap_err().to_string();
        assert_eq!(error_line_problem(&message), None, "{message:.300}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(512), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn regions_of_arbitrary_bytes(bytes in prop::collection::vec(
        prop_oneof![Just(b'A'), Just(b'B'), Just(b'C'), Just(b'/'), Just(b'\n'), Just(b'#'), any::<u8>()], 0..400),
        stars in 1usize..3,
    ) {
        let parsed = regions::parse(&text(&bytes), stars);
        check_error(&parsed)?;
        for e in parsed.iter().flatten() {
            // Small ones are searched too: a puzzle read is one the solver takes.
            if e.puzzle.size() <= 8 {
                let found = e.puzzle.search(2, 2);
                for s in &found.solutions {
                    prop_assert_eq!(e.puzzle.check(s), Ok(()));
                }
            }
            prop_assert_eq!(&regions::Regions::parse_one(&e.puzzle.line(), stars).unwrap(), &e.puzzle);
        }
    }

    #[test]
    fn regions_damaged(seed in any::<u64>(), edits in 1usize..6) {
        let valid = "# level 1\nAAABCD\nAAABCD\nBBBBCD\nBBECCD\nFEECCD\nFFEECC\n\nAAB/ACB/CCB\n";
        let bytes = mutate(valid.as_bytes(), seed, edits, 300);
        let t = text(&bytes);
        check_error(&regions::parse(&t, 1))?;
        // Check reads a map then a grid: any pair of blocks is refused or judged, never a panic.
        let blocks = regions::blocks(&t);
        for pair in blocks.chunks(2).filter(|p| p.len() == 2) {
            if let Ok(map) = regions::Regions::from_block(&pair[0], 1)
                && let Ok(stars) = map.stars_from(&pair[1])
            {
                let _ = map.check(&stars);
            }
        }
    }
}
