//! The checkers: is an answer right, and if not, what differs, in words.
//! Each checker also has a canonical form of an answer (the same whatever
//! its order and spacing), which the bug atlas compares.

use std::collections::{BTreeMap, BTreeSet};

use crate::words::Message;

/// At most this many characters of a wrong word or line are quoted.
const SHOWN: usize = 60;

/// `text`, cut to [`SHOWN`] characters with `…`.
fn short(text: &str) -> String {
    match text.char_indices().nth(SHOWN) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_owned(),
    }
}

/// The output without the lines of a trace printed in the listings'
/// marker format (`place row=0 col=1`): what is left is the answer.
pub(crate) fn without_steps(output: &str) -> String {
    output
        .lines()
        .filter(|l| !crate::teach::is_step_line(l))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whitespace-separated words, compared one by one (`count`).
pub(crate) fn tokens(expected: &str, got: &str) -> Result<(), Message> {
    let want: Vec<&str> = expected.split_whitespace().collect();
    let have: Vec<&str> = got.split_whitespace().collect();
    if have.is_empty() && !want.is_empty() {
        return Err(Message::new("judge.wa.empty"));
    }
    for (i, w) in want.iter().enumerate() {
        match have.get(i) {
            Some(h) if h == w => {}
            Some(h) => {
                return Err(Message::new("judge.wa.number")
                    .with("expected", short(w))
                    .with("got", short(h)));
            }
            None => {
                return Err(Message::new("judge.wa.lines")
                    .with("expected", want.len())
                    .with("got", have.len()));
            }
        }
    }
    match have.get(want.len()) {
        Some(extra) => Err(Message::new("judge.wa.extra").with("got", short(extra))),
        None => Ok(()),
    }
}

pub(crate) fn canonical_tokens(output: &str) -> String {
    output.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The lines of an answer, each without trailing spaces, without the
/// blank lines at its end.
fn trimmed_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// Line by line, word by word (`perms`).
pub(crate) fn lines(expected: &str, got: &str) -> Result<(), Message> {
    let want = trimmed_lines(expected);
    let have = trimmed_lines(got);
    if have.is_empty() && !want.is_empty() {
        return Err(Message::new("judge.wa.empty"));
    }
    for (i, (w, h)) in want.iter().zip(&have).enumerate() {
        let (ws, hs): (Vec<&str>, Vec<&str>) =
            (w.split_whitespace().collect(), h.split_whitespace().collect());
        if ws == hs {
            continue;
        }
        let at = ws
            .iter()
            .zip(&hs)
            .position(|(a, b)| a != b)
            .unwrap_or(ws.len().min(hs.len()));
        let word = |v: &[&str]| v.get(at).map_or_else(|| "—".to_owned(), |s| short(s));
        return Err(Message::new("judge.wa.line")
            .with("line", i + 1)
            .with("word", at + 1)
            .with("expected", word(&ws))
            .with("got", word(&hs)));
    }
    if want.len() != have.len() {
        return Err(Message::new("judge.wa.lines")
            .with("expected", want.len())
            .with("got", have.len()));
    }
    Ok(())
}

pub(crate) fn canonical_lines(output: &str) -> String {
    trimmed_lines(output)
        .iter()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The solved grid, digit by digit (`sudoku`): a changed given or a
/// broken rule named first.
pub(crate) fn sudoku(input: &str, expected: &str, got: &str) -> Result<(), Message> {
    let digits: Vec<char> = got.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() != 81 || !digits.iter().all(|c| c.is_ascii_digit()) {
        return Err(Message::new("judge.wa.sudoku-size").with("got", digits.len()));
    }
    let givens: Vec<char> = input.chars().filter(|c| !c.is_whitespace()).collect();
    let want: Vec<char> = expected.chars().filter(|c| !c.is_whitespace()).collect();
    for (i, (&g, &d)) in givens.iter().zip(&digits).enumerate() {
        if g != '0' && g != '.' && g != d {
            return Err(Message::new("judge.wa.sudoku-given")
                .with("row", i / 9 + 1)
                .with("col", i % 9 + 1)
                .with("given", g)
                .with("got", d));
        }
    }
    // Each unit's words, and its k-th cell's index in the grid.
    type Cell = fn(usize, usize) -> usize;
    let units: [(&'static str, Cell); 3] = [
        ("judge.unit.row", |u, k| u * 9 + k),
        ("judge.unit.column", |u, k| k * 9 + u),
        ("judge.unit.box", |u, k| {
            (u / 3 * 3 + k / 3) * 9 + u % 3 * 3 + k % 3
        }),
    ];
    for (unit, cell) in units {
        for u in 0..9 {
            let mut seen = [false; 10];
            for k in 0..9 {
                let at = cell(u, k);
                let d = digits[at].to_digit(10).unwrap_or(0) as usize;
                if d == 0 {
                    return Err(Message::new("judge.wa.sudoku-empty")
                        .with("row", at / 9 + 1)
                        .with("col", at % 9 + 1));
                }
                if seen[d] {
                    return Err(Message::new("judge.wa.sudoku-clash")
                        .with_words("unit", Message::new(unit))
                        .with("index", u + 1)
                        .with("digit", d));
                }
                seen[d] = true;
            }
        }
    }
    match digits.iter().zip(&want).position(|(d, w)| d != w) {
        None => Ok(()),
        Some(i) => Err(Message::new("judge.wa.sudoku-differs")
            .with("row", i / 9 + 1)
            .with("col", i % 9 + 1)
            .with("expected", want[i])
            .with("got", digits[i])),
    }
}

/// Boards separated by blank lines, each its rows, trimmed.
fn split_boards(text: &str) -> Vec<Vec<&str>> {
    let mut boards = Vec::new();
    let mut board = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() {
            if !board.is_empty() {
                boards.push(std::mem::take(&mut board));
            }
        } else {
            board.push(line);
        }
    }
    if !board.is_empty() {
        boards.push(board);
    }
    boards
}

/// A board on one line, its rows separated by `/`.
fn one_line(board: &[&str]) -> String {
    board.join("/")
}

/// Every board of n, in any order (`boards`): each checked, duplicates
/// named, then the set compared.
pub(crate) fn boards(input: &str, expected: &str, got: &str) -> Result<(), Message> {
    let n: usize = input.trim().parse().unwrap_or(0);
    let boards = split_boards(got);
    let mut first_seen: BTreeMap<String, usize> = BTreeMap::new();
    for (b, board) in boards.iter().enumerate() {
        let number = b + 1;
        if board.len() != n {
            return Err(Message::new("judge.wa.board-rows")
                .with("board", number)
                .with("rows", board.len())
                .with("n", n));
        }
        let mut cols = Vec::with_capacity(n);
        for (r, row) in board.iter().enumerate() {
            if let Some(c) = row.chars().find(|c| *c != 'Q' && *c != '.') {
                return Err(Message::new("judge.wa.board-char")
                    .with("board", number)
                    .with("row", r + 1)
                    .with("char", c));
            }
            if row.len() != n {
                return Err(Message::new("judge.wa.board-width")
                    .with("board", number)
                    .with("row", r + 1)
                    .with("width", row.len())
                    .with("n", n));
            }
            let queens: Vec<usize> = row.match_indices('Q').map(|(i, _)| i).collect();
            if queens.len() != 1 {
                return Err(Message::new("judge.wa.board-queens")
                    .with("board", number)
                    .with("row", r + 1)
                    .with("queens", queens.len()));
            }
            cols.push(queens[0]);
        }
        if let nqueens::validate::Verdict::Attack(c) = nqueens::validate(&cols) {
            let line = match c.line {
                nqueens::validate::AttackLine::Column => "judge.line.column",
                nqueens::validate::AttackLine::Diagonal => "judge.line.diagonal",
                nqueens::validate::AttackLine::AntiDiagonal => "judge.line.anti-diagonal",
            };
            return Err(Message::new("judge.wa.board-attack")
                .with("board", number)
                .with("r1", c.first.0 + 1)
                .with("c1", c.first.1 + 1)
                .with("r2", c.second.0 + 1)
                .with("c2", c.second.1 + 1)
                .with_words("line", Message::new(line)));
        }
        if let Some(first) = first_seen.insert(one_line(board), number) {
            return Err(Message::new("judge.wa.board-twice")
                .with("board", number)
                .with("first", first));
        }
    }
    let want: BTreeSet<String> = split_boards(expected).iter().map(|b| one_line(b)).collect();
    let missing: Vec<&String> = want.iter().filter(|b| !first_seen.contains_key(*b)).collect();
    match missing.first() {
        None => Ok(()),
        Some(example) => Err(Message::new("judge.wa.board-missing")
            .with("got", boards.len())
            .with("total", want.len())
            .with("board", example)),
    }
}

pub(crate) fn canonical_boards(output: &str) -> String {
    let mut boards: Vec<String> = split_boards(output).iter().map(|b| one_line(b)).collect();
    boards.sort();
    boards.join("\n")
}

/// A value of a list answer.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Item {
    Int(i64),
    Str(String),
    List(Vec<Item>),
}

impl std::fmt::Display for Item {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Item::Int(v) => write!(f, "{v}"),
            Item::Str(s) => write!(f, "\"{s}\""),
            Item::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
        }
    }
}

/// Reads a list as LeetCode writes one, leniently: spaces anywhere,
/// strings in single or double quotes (Python's `print(list)`).
fn parse_list(text: &str) -> Result<Item, Message> {
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    let item = parse_item(&chars, &mut at)?;
    skip_spaces(&chars, &mut at);
    if at < chars.len() {
        return Err(parse_error(at, "the end"));
    }
    match item {
        Item::List(_) => Ok(item),
        _ => Err(parse_error(0, "[")),
    }
}

fn parse_error(at: usize, expected: &str) -> Message {
    Message::new("judge.wa.parse")
        .with("at", at + 1)
        .with("expected", expected)
}

fn skip_spaces(chars: &[char], at: &mut usize) {
    while chars.get(*at).is_some_and(|c| c.is_whitespace()) {
        *at += 1;
    }
}

fn parse_item(chars: &[char], at: &mut usize) -> Result<Item, Message> {
    skip_spaces(chars, at);
    match chars.get(*at) {
        Some('[') => {
            *at += 1;
            let mut items = Vec::new();
            skip_spaces(chars, at);
            if chars.get(*at) == Some(&']') {
                *at += 1;
                return Ok(Item::List(items));
            }
            loop {
                items.push(parse_item(chars, at)?);
                skip_spaces(chars, at);
                match chars.get(*at) {
                    Some(',') => *at += 1,
                    Some(']') => {
                        *at += 1;
                        return Ok(Item::List(items));
                    }
                    _ => return Err(parse_error(*at, ", or ]")),
                }
            }
        }
        Some(&q @ ('"' | '\'')) => {
            let start = *at + 1;
            let end = chars[start..]
                .iter()
                .position(|c| *c == q)
                .ok_or_else(|| parse_error(*at, "a closing quote"))?;
            *at = start + end + 1;
            Ok(Item::Str(chars[start..start + end].iter().collect()))
        }
        Some(c) if *c == '-' || c.is_ascii_digit() => {
            let start = *at;
            *at += 1;
            while chars.get(*at).is_some_and(char::is_ascii_digit) {
                *at += 1;
            }
            let text: String = chars[start..*at].iter().collect();
            text.parse()
                .map(Item::Int)
                .map_err(|_| parse_error(start, "a number"))
        }
        _ => Err(parse_error(*at, "[, a number or a string")),
    }
}

/// A list answer in canonical order: each inner list sorted, then the
/// list sorted (duplicates kept).
fn canonical_items(item: Item) -> Vec<Item> {
    let Item::List(items) = item else {
        return vec![item];
    };
    let mut items: Vec<Item> = items
        .into_iter()
        .map(|i| match i {
            Item::List(mut inner) => {
                inner.sort();
                Item::List(inner)
            }
            other => other,
        })
        .collect();
    items.sort();
    items
}

/// A list of answers in any order, each inner list in any order
/// (`subsets`, `combination-sum`, `word-search`).
pub(crate) fn lists(expected: &str, got: &str) -> Result<(), Message> {
    if got.trim().is_empty() {
        return Err(Message::new("judge.wa.empty"));
    }
    let want = canonical_items(parse_list(expected.trim()).expect("the tests' answers are lists"));
    let have = canonical_items(parse_list(got.trim())?);
    let mut counts: BTreeMap<&Item, usize> = BTreeMap::new();
    for item in &have {
        *counts.entry(item).or_default() += 1;
    }
    let wanted: BTreeSet<&Item> = want.iter().collect();
    if let Some(extra) = have.iter().find(|i| !wanted.contains(i)) {
        return Err(Message::new("judge.wa.list-extra").with("item", extra));
    }
    if let Some((twice, _)) = counts.iter().find(|(_, n)| **n > 1) {
        return Err(Message::new("judge.wa.list-twice").with("item", twice));
    }
    let missing: Vec<&&Item> = wanted.iter().filter(|i| !counts.contains_key(**i)).collect();
    match missing.first() {
        None => Ok(()),
        Some(example) => Err(Message::new("judge.wa.list-missing")
            .with("missing", missing.len())
            .with("total", want.len())
            .with("item", example)),
    }
}

/// Words found, in any order (`word-search`).
pub(crate) fn words(expected: &str, got: &str) -> Result<(), Message> {
    lists(expected, got)
}

pub(crate) fn canonical_lists(output: &str) -> String {
    match parse_list(output.trim()) {
        Ok(item) => Item::List(canonical_items(item)).to_string(),
        // Not a list: kept as written, so that it matches only itself.
        Err(_) => output.trim().to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::Locale;

    fn why(r: Result<(), Message>) -> String {
        r.expect_err("a wrong answer").show(Locale::En)
    }

    #[test]
    fn numbers() {
        assert_eq!(tokens("92\n", "92"), Ok(()));
        assert_eq!(tokens("92\n", " 92 \r\n"), Ok(()));
        assert_eq!(why(tokens("92\n", "184\n")), "expected 92, got 184");
        assert_eq!(why(tokens("92\n", "")), "printed nothing");
        assert_eq!(why(tokens("92\n", "92 92")), "printed more than the answer: 92");
        // A trace in the marker format is not part of the answer.
        assert_eq!(
            tokens("2\n", &without_steps("try row=0 col=0\nplace row=0 col=0\n2\n")),
            Ok(())
        );
        assert_eq!(canonical_tokens(" 4\n\n"), "4");
    }

    #[test]
    fn perms_lines() {
        assert_eq!(lines("12 21\n1\n", "12 21  \n1\n\n"), Ok(()));
        assert_eq!(why(lines("12 21\n1\n", "12 21\n")), "expected 2 lines, got 1");
        assert_eq!(
            why(lines("123 132\n", "123 123\n")),
            "line 1, word 2: expected 132, got 123"
        );
    }

    #[test]
    fn sudoku_grids() {
        let input = "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n060000280\n000419005\n000080079\n";
        let solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        assert_eq!(sudoku(input, solved, solved), Ok(()));
        let rows: String = solved
            .as_bytes()
            .chunks(9)
            .map(|r| format!("{}\n", std::str::from_utf8(r).unwrap()))
            .collect();
        assert_eq!(sudoku(input, solved, &rows), Ok(()));
        assert!(why(sudoku(input, solved, "123")).contains("81 digits"));
        let mut changed = solved.to_owned();
        changed.replace_range(0..1, "6");
        assert_eq!(
            why(sudoku(input, solved, &changed)),
            "row 1, column 1 is given as 5; yours has 6"
        );
        let mut clash = solved.to_owned();
        clash.replace_range(2..3, "5");
        assert_eq!(why(sudoku(input, solved, &clash)), "row 1 has two 5s");
    }

    #[test]
    fn boards_in_any_order() {
        let four = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";
        let swapped = "..Q.\nQ...\n...Q\n.Q..\n\n.Q..\n...Q\nQ...\n..Q.\n";
        assert_eq!(boards("4\n", four, swapped), Ok(()));
        assert_eq!(boards("3\n", "", ""), Ok(()));
        assert_eq!(
            why(boards("4\n", four, ".Q..\n...Q\nQ...\n..Q.\n")),
            "1 of the 2 boards; missing, for example: ..Q./Q.../...Q/.Q.."
        );
        assert_eq!(
            why(boards(
                "4\n",
                four,
                ".Q..\n...Q\nQ...\n..Q.\n\n.Q..\n...Q\nQ...\n..Q.\n"
            )),
            "board 2 repeats board 1"
        );
        assert_eq!(
            why(boards("4\n", four, "Q...\n.Q..\n..Q.\n...Q\n")),
            "board 1 is not a solution: the queens at row 1, column 1 and row 2, column 2 share a diagonal"
        );
        assert_eq!(
            why(boards("4\n", four, "Q...\n.Q..\n")),
            "board 1 has 2 rows; n is 4"
        );
        assert_eq!(
            why(boards("4\n", four, "QQ..\n....\n..Q.\n...Q\n")),
            "board 1, row 1: 2 queens; a row holds one"
        );
        assert_eq!(why(boards("4\n", four, "Q..\n")), "board 1 has 1 rows; n is 4");
        assert_eq!(canonical_boards(swapped), canonical_boards(four));
    }

    #[test]
    fn lists_in_any_order() {
        let want = "[[],[1],[1,2],[2]]";
        assert_eq!(lists(want, "[[2], [], [2, 1], [1]]"), Ok(()));
        assert_eq!(
            why(lists(want, "[[],[1],[2]]")),
            "1 of the 4 answers are missing, for example [1,2]"
        );
        assert_eq!(why(lists(want, "[[],[1],[1],[1,2],[2]]")), "[1] is there twice");
        assert_eq!(why(lists(want, "[[],[1],[3],[1,2],[2]]")), "[3] is not an answer");
        assert_eq!(
            why(lists(want, "[[],[1]")),
            "cannot read the answer as a list: at character 8, expected , or ]"
        );
        assert_eq!(words("[\"eat\",\"oath\"]", "['oath', 'eat']"), Ok(()));
        assert_eq!(
            why(words("[\"eat\",\"oath\"]", "[\"eat\"]")),
            "1 of the 2 answers are missing, for example \"oath\""
        );
        assert_eq!(canonical_lists("[[2,1],[]]"), "[[],[1,2]]");
    }
}
