//! `queens maze`.

use std::collections::HashSet;

use super::assert_usage_error;
use crate::common::{run, run_stdin};

/// Whether E can be reached from S, by flood fill.
fn reachable(maze: &[Vec<u8>]) -> bool {
    let find = |ch| {
        (0..maze.len())
            .flat_map(|r| (0..maze[r].len()).map(move |c| (r, c)))
            .find(|&(r, c)| maze[r][c] == ch)
            .unwrap()
    };
    let (start, end) = (find(b'S'), find(b'E'));
    let mut seen = HashSet::new();
    let mut stack = vec![start];
    while let Some((r, c)) = stack.pop() {
        if (r, c) == end {
            return true;
        }
        if !seen.insert((r, c)) {
            continue;
        }
        for (nr, nc) in [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ] {
            if nr < maze.len() && nc < maze[0].len() && maze[nr][nc] != b'#' {
                stack.push((nr, nc));
            }
        }
    }
    false
}

/// The printed path: the maze unchanged but for `*` on open cells, and
/// S, E and the `*` cells one connected piece (so S joins E, and no `*`
/// is astray).
fn assert_path(maze: &[Vec<u8>], printed: &str) {
    let out: Vec<&[u8]> = printed.lines().map(str::as_bytes).collect();
    assert_eq!(out.len(), maze.len());
    let mut marked = HashSet::new();
    let mut start = None;
    for (r, row) in out.iter().enumerate() {
        assert_eq!(row.len(), maze[r].len());
        for (c, &ch) in row.iter().enumerate() {
            match ch {
                b'*' => assert_eq!(maze[r][c], b'.', "the path avoids walls"),
                _ => assert_eq!(ch, maze[r][c], "other cells unchanged"),
            }
            if matches!(ch, b'*' | b'S' | b'E') {
                marked.insert((r, c));
            }
            if ch == b'S' {
                start = Some((r, c));
            }
        }
    }
    let mut seen = HashSet::new();
    let mut stack = vec![start.unwrap()];
    while let Some((r, c)) = stack.pop() {
        if marked.contains(&(r, c)) && seen.insert((r, c)) {
            stack.extend([
                (r.wrapping_sub(1), c),
                (r + 1, c),
                (r, c.wrapping_sub(1)),
                (r, c + 1),
            ]);
        }
    }
    assert_eq!(seen.len(), marked.len(), "one connected piece from S, E included");
}

#[test]
fn maze_paths_are_connected_and_avoid_walls() {
    let maze = "\
S.#.......
#.#.####.#
#...#....#
###.#.####
#...#....E
";
    let out = run_stdin(&["maze"], maze);
    assert_eq!(out.code, 0);
    let grid: Vec<Vec<u8>> = maze.lines().map(|l| l.as_bytes().to_vec()).collect();
    assert_path(&grid, &out.stdout);
    // Random mazes: a path exactly when flood fill reaches E.
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let (mut found, mut none) = (0, 0);
    for trial in 0..60 {
        let (rows, cols) = (3 + trial % 7, 4 + trial % 9);
        let mut grid = vec![vec![b'.'; cols]; rows];
        for row in grid.iter_mut() {
            for cell in row.iter_mut() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                if x % 100 < 33 {
                    *cell = b'#';
                }
            }
        }
        grid[0][0] = b'S';
        grid[rows - 1][cols - 1] = b'E';
        let text: String = grid
            .iter()
            .map(|r| String::from_utf8(r.clone()).unwrap() + "\n")
            .collect();
        let out = run_stdin(&["maze"], &text);
        if reachable(&grid) {
            assert_eq!(out.code, 0, "{text}");
            assert_path(&grid, &out.stdout);
            found += 1;
        } else {
            assert_eq!(
                (out.code, out.stdout.as_str(), out.stderr.as_str()),
                (1, "", "no path: the walls cut E off from S\n"),
                "{text}"
            );
            none += 1;
        }
    }
    assert!(found > 5 && none > 5, "both kinds met: {found} {none}");
}

#[test]
fn maze_trace_and_stats() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("maze.txt");
    std::fs::write(&path, "S.#\n#..\n#.E\n").unwrap();
    let out = run(&["maze", path.to_str().unwrap(), "--trace", "json"]);
    let steps: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(steps[3]["event"], "reject");
    assert_eq!(steps[3]["reason"], "wall");
    let last = steps.last().unwrap();
    assert_eq!(
        (last["event"].as_str(), last["row"].as_u64(), last["col"].as_u64()),
        (Some("solution"), Some(2), Some(2))
    );
    let out = run(&["maze", path.to_str().unwrap(), "--stats"]);
    assert!(
        out.stderr.contains("size        3×3") && out.stderr.contains("path        5\n"),
        "{}",
        out.stderr
    );
}

#[test]
fn maze_bad_input_names_the_line_and_column() {
    let cases = [
        ("", "the maze is empty"),
        (
            "S.E\n.x.\n",
            "line 2, column 2: expected `#`, `.`, `S` or `E`, got 'x'",
        ),
        ("S.E\n..\n", "line 2, column 3: this row is shorter"),
        (
            "S.E\n....\n",
            "line 2, column 4: this row is longer than the first row (3 cells)",
        ),
        (
            "S.E\nS..\n",
            "line 2, column 1: a second start `S` (the first is at line 1, column 1)",
        ),
        ("S.E\n.E.\n", "line 2, column 2: a second end `E`"),
        ("...\n..E\n", "the maze has no start `S`"),
        ("S..\n...\n", "the maze has no end `E`"),
    ];
    for (input, wanted) in cases {
        assert_usage_error(&run_stdin(&["maze"], input), wanted);
    }
    assert_usage_error(&run(&["maze", "/no/such/file"]), "cannot open /no/such/file");
}
