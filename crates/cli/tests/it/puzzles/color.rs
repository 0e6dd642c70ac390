//! `queens color`: graph colouring.

use std::collections::HashSet;

use super::assert_usage_error;
use crate::common::{run, run_stdin};

fn dimacs(n: usize, edges: &[(usize, usize)]) -> String {
    let mut text = format!("c a test graph\np edge {n} {}\n", edges.len());
    for (u, v) in edges {
        text.push_str(&format!("e {u} {v}\n"));
    }
    text
}

/// Reads `colors C` and the colour line, and checks the colouring is
/// proper with C colours, C at most `k`.
fn assert_coloring(stdout: &str, n: usize, edges: &[(usize, usize)], k: usize) -> usize {
    let mut lines = stdout.lines();
    let used: usize = lines
        .next()
        .unwrap()
        .strip_prefix("colors ")
        .unwrap()
        .parse()
        .unwrap();
    let colors: Vec<usize> = lines
        .next()
        .unwrap()
        .split(' ')
        .map(|c| c.parse().unwrap())
        .collect();
    assert_eq!(lines.next(), None);
    assert_eq!(colors.len(), n);
    assert!(used <= k);
    assert!(colors.iter().all(|&c| (1..=used).contains(&c)));
    assert_eq!(
        colors.iter().collect::<HashSet<_>>().len(),
        used,
        "C colours used"
    );
    for &(u, v) in edges {
        assert_ne!(colors[u - 1], colors[v - 1], "edge {u}–{v}");
    }
    used
}

/// Whether some k-colouring exists, by trying all k^n.
fn brute_colorable(n: usize, edges: &[(usize, usize)], k: usize) -> bool {
    let mut colors = vec![0; n];
    loop {
        if edges.iter().all(|&(u, v)| colors[u - 1] != colors[v - 1]) {
            return true;
        }
        let mut i = 0;
        while i < n {
            colors[i] += 1;
            if colors[i] < k {
                break;
            }
            colors[i] = 0;
            i += 1;
        }
        if i == n {
            return false;
        }
    }
}

/// Edges written `1-2 2-3 …`.
fn edges(text: &str) -> Vec<(usize, usize)> {
    text.split(' ')
        .map(|e| {
            let (u, v) = e.split_once('-').unwrap();
            (u.parse().unwrap(), v.parse().unwrap())
        })
        .collect()
}

/// A graph: its name, vertices (from 1), edges and chromatic number.
type Known = (&'static str, usize, Vec<(usize, usize)>, usize);

/// Small graphs with known chromatic numbers.
fn graphs() -> Vec<Known> {
    let cycle = |n: usize| (1..=n).map(|i| (i, i % n + 1)).collect::<Vec<_>>();
    let complete = |n: usize| {
        (1..=n)
            .flat_map(|u| (u + 1..=n).map(move |v| (u, v)))
            .collect::<Vec<_>>()
    };
    let petersen = edges("1-2 2-3 3-4 4-5 5-1 1-6 2-7 3-8 4-9 5-10 6-8 8-10 10-7 7-9 9-6");
    // Grötzsch (Mycielski of C5): no triangle, yet 4 colours.
    let grotzsch =
        edges("1-2 2-3 3-4 4-5 5-1 6-2 6-5 7-1 7-3 8-2 8-4 9-3 9-5 10-4 10-1 11-6 11-7 11-8 11-9 11-10");
    let bipartite = (1..=4)
        .flat_map(|u| (5..=8).map(move |v| (u, v)))
        .collect::<Vec<_>>();
    vec![
        ("C6", 6, cycle(6), 2),
        ("C7", 7, cycle(7), 3),
        ("K5", 5, complete(5), 5),
        ("Petersen", 10, petersen, 3),
        ("Grötzsch", 11, grotzsch, 4),
        ("K4,4", 8, bipartite, 2),
        ("no edges", 4, vec![], 1),
    ]
}

#[test]
fn color_with_k_colors_is_proper_or_impossible() {
    for (name, n, edges, chi) in graphs() {
        let input = dimacs(n, &edges);
        for k in 1..=chi + 1 {
            let out = run_stdin(&["color", "--colors", &k.to_string()], &input);
            if k >= chi {
                assert_eq!(out.code, 0, "{name} with {k}");
                assert_coloring(&out.stdout, n, &edges, k);
            } else {
                assert_eq!(out.code, 1, "{name} with {k}");
                let s = if k == 1 { "" } else { "s" };
                assert_eq!(out.stdout, "", "nothing on stdout");
                assert_eq!(
                    out.stderr,
                    format!("no coloring: the graph cannot be colored with {k} color{s}\n")
                );
            }
            if n <= 10 {
                assert_eq!(
                    out.code == 0,
                    brute_colorable(n, &edges, k),
                    "{name} with {k}: brute force"
                );
            }
        }
    }
}

#[test]
fn color_min_is_minimal() {
    for (name, n, edges, chi) in graphs() {
        let input = dimacs(n, &edges);
        let out = run_stdin(&["color", "--min", "--stats"], &input);
        assert_eq!(out.code, 0, "{name}");
        let used = assert_coloring(&out.stdout, n, &edges, n);
        assert_eq!(used, chi, "{name}");
        // One colour fewer cannot do: the program says so, and so does brute force.
        if used > 1 {
            let fewer = run_stdin(&["color", "--colors", &(used - 1).to_string()], &input);
            assert_eq!(fewer.code, 1, "{name}");
            if n <= 11 {
                assert!(!brute_colorable(n, &edges, used - 1), "{name}");
            }
        }
        assert!(out.stderr.contains("tries"), "{}", out.stderr);
    }
    // A cap below the fewest: no colouring, exit 1.
    let (_, n, edges, _) = graphs().into_iter().find(|g| g.0 == "Grötzsch").unwrap();
    let out = run_stdin(&["color", "--min", "--colors", "3"], &dimacs(n, &edges));
    assert_eq!(out.code, 1);
    let out = run_stdin(
        &["color", "--min", "--colors", "4", "--stats"],
        &dimacs(n, &edges),
    );
    assert_eq!(out.code, 0);
    assert!(out.stderr.contains("tries       4 yes, 3 no"), "{}", out.stderr);
}

#[test]
fn color_reads_files_and_traces() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("c5.col");
    std::fs::write(&path, dimacs(5, &[(1, 2), (2, 3), (3, 4), (4, 5), (5, 1)])).unwrap();
    let out = run(&["color", "--colors", "3", path.to_str().unwrap()]);
    assert_eq!(out.stdout, "colors 3\n1 2 1 2 3\n");
    let out = run(&[
        "color",
        "--colors",
        "2",
        path.to_str().unwrap(),
        "--trace",
        "json",
    ]);
    assert_eq!(out.code, 0);
    let steps: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert!(
        steps
            .iter()
            .any(|s| s["event"] == "reject" && s["reason"] == "neighbor")
    );
    assert!(steps.iter().any(|s| s["event"] == "dead_end"));
    assert!(steps.iter().all(|s| s["event"] != "solution"));
    // --min traces its searches one after the other.
    let out = run(&["color", "--min", path.to_str().unwrap(), "--trace", "--stats"]);
    assert!(out.stdout.lines().filter(|l| l.ends_with(": solution")).count() >= 1);
    assert!(out.stdout.contains("dead end"), "the search for 2 colors fails");
    // Each try begins under its own heading, the fewest colours first.
    let heads: Vec<&str> = out.stdout.lines().filter(|l| l.starts_with("== ")).collect();
    assert!(heads.len() >= 2, "{}", out.stdout);
    assert!(
        heads
            .iter()
            .all(|h| h.starts_with("== now trying ") && h.ends_with(" colors ==")),
        "{heads:?}"
    );
    assert!(out.stdout.starts_with("== now trying "), "{}", out.stdout);
}

#[test]
fn color_bad_input_names_the_line() {
    let cases = [
        ("", "line 1: the input ended without a `p edge V E` line"),
        (
            "e 1 2\n",
            "line 1, column 1: an edge before the `p edge V E` line",
        ),
        (
            "p edge 3 1\ne 1 4\n",
            "line 2, column 5: a vertex must be from 1 to 3, got 4",
        ),
        (
            "p edge 3 1\ne 1 x\n",
            "line 2, column 5: a vertex must be an integer from 1 to 3, got 'x'",
        ),
        (
            "p edge 3 1\ne 2 2\n",
            "line 2, column 5: vertex 2 is joined to itself",
        ),
        ("p edge 3 1\ne 1\n", "line 2: too few fields"),
        ("p edge 3 1\np edge 3 1\n", "line 2, column 1: a second `p` line"),
        (
            "p edge 5000 0\n",
            "line 1, column 8: the number of vertices V must be from 1 to 2000, got 5000",
        ),
        ("p cnf 3 1\n", "line 1, column 3: expected `p edge V E`"),
        (
            "p edge 3 1\nx\n",
            "line 2, column 1: expected a `c`, `p` or `e` line, got 'x'",
        ),
    ];
    for (input, wanted) in cases {
        assert_usage_error(&run_stdin(&["color", "--colors", "3"], input), wanted);
    }
    // No --colors: as many as the graph needs (2000 allow any graph).
    let out = run_stdin(&["color"], "p edge 3 2\ne 1 2\ne 2 3\n");
    // DSatur colours the middle vertex first: it has the most neighbours.
    assert_eq!((out.code, out.stdout.as_str()), (0, "colors 2\n2 1 2\n"));
    assert_usage_error(
        &run(&["color", "--colors", "0"]),
        "colors must be an integer from 1 to 2000, got 0",
    );
    assert_usage_error(
        &run(&["color", "--colors", "2001"]),
        "colors must be an integer from 1 to 2000, got 2001",
    );
    assert_usage_error(
        &run(&["color", "--colors", "3", "/no/such/file"]),
        "cannot open /no/such/file",
    );
}
