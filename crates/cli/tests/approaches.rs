//! The `queens` binary's learning side: `--algo` in solve and count,
//! `--stats`, `trace` and `compare`.

mod common;

use common::{queens, run};
use nqueens::Algo;
use serde_json::Value;

fn json_lines(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn every_approach_solves_6_identically() {
    let expected = run(&["solve", "6", "--format", "perm"]);
    assert_eq!(expected.stdout.lines().count(), 4);
    for algo in Algo::ALL {
        let out = run(&["solve", "6", "--algo", algo.name(), "--format", "perm"]);
        assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{algo}");
        assert_eq!(out.stdout, expected.stdout, "{algo}");
    }
}

#[test]
fn solve_options_work_with_every_approach() {
    let limited = run(&["solve", "8", "--json", "--limit", "5"]).stdout;
    let unique = run(&["solve", "8", "--unique", "--format", "perm"]).stdout;
    for algo in ["permutations", "flags", "mirror"] {
        let out = run(&["solve", "8", "--algo", algo, "--json", "--limit", "5"]);
        assert_eq!(out.stdout, limited, "{algo}");
        let out = run(&["solve", "8", "--algo", algo, "--unique", "--format", "perm"]);
        assert_eq!(out.stdout, unique, "{algo}");
        assert_eq!(run(&["solve", "8", "--algo", algo, "--limit", "0"]).stdout, "");
    }
    let out = run(&["solve", "6", "--algo", "backtrack", "--stats", "--format", "perm"]);
    assert_eq!(out.stdout.lines().count(), 4);
    assert!(out.stderr.contains("nodes       153"), "{}", out.stderr);
}

#[test]
fn every_approach_counts() {
    for algo in Algo::ALL {
        let out = run(&["count", "7", "--algo", algo.name()]);
        assert_eq!((out.code, out.stdout.as_str()), (0, "40\n"), "{algo}");
    }
}

#[test]
fn count_stats_of_flags_and_bitmask() {
    let out = run(&["count", "12", "--algo", "flags", "--stats"]);
    assert_eq!(out.stdout, "14200\n");
    for line in [
        "algo        flags",
        "solutions   14,200",
        "candidates  -",
        "nodes       856,189",
        "checks      10,103,868",
        "dead ends   ",
        "time        ",
    ] {
        assert!(out.stderr.contains(line), "{line}: {}", out.stderr);
    }
    let out = run(&["count", "12", "--algo", "bitmask", "--stats", "--json"]);
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!((v["n"].as_u64(), v["total"].as_u64()), (Some(12), Some(14200)));
    assert_eq!(v["algo"], "bitmask");
    assert_eq!(v["stats"]["nodes"], 856_189);
    assert_eq!(v["stats"]["checks"], 856_189 - 14_200);
    assert!(v["stats"]["candidates"].is_null());
    assert!(v["elapsed_ms"].as_f64().unwrap() >= 0.0);
    let out = run(&["count", "10", "--algo", "flags", "--json"]);
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(v.get("stats").is_none(), "stats only with --stats");
    let out = run(&["count", "5", "--algo", "odometer", "--stats", "--json"]);
    let v: Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        (v["stats"]["candidates"].as_u64(), v["total"].as_u64()),
        (Some(3125), Some(10))
    );
    assert!(v["stats"]["nodes"].is_null());
    let out = run(&["count", "8", "--stats"]);
    assert_eq!(out.stdout, "92\n");
    assert!(out.stderr.contains("algo        fast") && out.stderr.contains("time"));
}

#[test]
fn trace_4_json() {
    for algo in [None, Some("flags"), Some("bitmask")] {
        let mut argv = vec!["trace", "4", "--format", "json"];
        if let Some(a) = algo {
            argv.extend(["--algo", a]);
        }
        let out = run(&argv);
        assert_eq!((out.code, out.stderr.as_str()), (0, ""));
        let events = json_lines(&out.stdout);
        let of = |kind: &str| events.iter().filter(|e| e["event"] == kind).collect::<Vec<_>>();
        let solutions = of("solution");
        assert_eq!(solutions.len(), 2, "{algo:?}");
        assert_eq!(solutions[0]["cols"], serde_json::json!([1, 3, 0, 2]));
        assert_eq!(solutions[1]["cols"], serde_json::json!([2, 0, 3, 1]));
        assert_eq!(of("place").len(), 16, "{algo:?}");
        assert_eq!(of("remove").len(), 16, "{algo:?}");
        assert!(of("cut").is_empty());
        for (i, e) in events.iter().enumerate() {
            assert_eq!(e["step"], i + 1);
            // Every step here has its square, but a dead end only its row;
            // no field is a stand-in (-1 was one): absent means absent.
            assert!(e["row"].is_u64(), "{e}");
            assert_eq!(e.get("col").is_some(), e["event"] != "dead_end", "{e}");
            assert!(e["col"].is_null() || e["col"].is_u64(), "{e}");
            let cols = e["cols"].as_array().unwrap();
            assert_eq!(cols.len(), 4);
            assert!(
                cols.iter()
                    .all(|c| c.is_null() || c.as_u64().is_some_and(|c| c < 4)),
                "{e}"
            );
        }
        let rejects = of("reject");
        if algo == Some("bitmask") {
            assert!(rejects.is_empty() && of("try").is_empty());
        } else {
            assert!(!rejects.is_empty());
            for r in rejects {
                assert!(["column", "diagonal", "anti-diagonal"].contains(&r["reason"].as_str().unwrap()));
                assert!(r["by"]["row"].as_u64().unwrap() < r["row"].as_u64().unwrap());
            }
        }
    }
}

#[test]
fn trace_text_reads_like_a_hand_trace() {
    let out = run(&["trace", "4"]);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines[0], "row=0 col=0: try  queens=[-1, -1, -1, -1]");
    assert_eq!(lines[1], "row=0 col=0: place  queens=[0, -1, -1, -1]");
    assert_eq!(
        lines[3],
        "row=1 col=0: reject, attacked along the column by row=0 col=0  queens=[0, -1, -1, -1]"
    );
    assert!(lines.contains(&"row=1 col=2: place  queens=[0, 2, -1, -1]"));
    assert!(lines.contains(&"row=2: dead end  queens=[0, 2, -1, -1]"));
    assert!(lines.contains(&"row=3 col=2: solution  queens=[1, 3, 0, 2]"));
    // Every approach traces; mirror shows the mirror images it counts.
    for algo in Algo::ALL {
        let out = run(&["trace", "4", "--algo", algo.name(), "--stats"]);
        assert_eq!(out.code, 0, "{algo}");
        let found: Vec<&str> = out
            .stdout
            .lines()
            .filter(|l| l.contains(": solution") || l.starts_with("mirror"))
            .collect();
        assert_eq!(found.len(), 2, "{algo}");
        assert!(found[0].ends_with("queens=[1, 3, 0, 2]"), "{algo}");
        assert!(found[1].ends_with("queens=[2, 0, 3, 1]"), "{algo}");
        assert!(out.stderr.contains("solutions   2\n"), "{algo}: {}", out.stderr);
    }
}

#[test]
fn traces_are_cut() {
    let out = run(&["trace", "8", "--max-steps", "50", "--format", "json"]);
    let events = json_lines(&out.stdout);
    assert_eq!(events.len(), 51);
    let cut = &events[50];
    assert_eq!(
        (cut["event"].as_str(), cut["step"].as_u64()),
        (Some("cut"), Some(51))
    );
    assert_eq!(
        (cut["reason"].as_str(), cut["steps"].as_u64()),
        (Some("max-steps"), Some(50))
    );
    let out = run(&["trace", "8", "--algo", "brute", "--max-steps", "7"]);
    assert_eq!(out.stdout.lines().count(), 8);
    assert_eq!(
        out.stdout.lines().last(),
        Some("cut: stopped after 7 steps (max-steps)")
    );
    // The default budget: 10,000 steps, then the cut.
    let out = run(&["trace", "9", "--format", "json"]);
    assert_eq!(out.stdout.lines().count(), 10_001);
    assert!(out.stdout.lines().last().unwrap().contains(r#""event":"cut""#));
}

#[test]
fn a_closed_pipe_ends_a_trace_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = queens()
        .args(["trace", "14", "--max-steps", "100000000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(first.starts_with("row=0 col=0: try"));
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn compare_runs_what_fits_the_budget() {
    let out = run(&["compare", "8"]);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""));
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert!(lines[0].starts_with("approach") && lines[0].contains("vs fastest"));
    for algo in Algo::ALL {
        let row = lines
            .iter()
            .find(|l| l.split_whitespace().next() == Some(algo.name()))
            .unwrap_or_else(|| panic!("no row for {algo}"));
        if algo == Algo::Brute {
            assert!(row.contains("skipped: C(64, 8) = 4.4e9 candidates"), "{row}");
        } else {
            assert_eq!(row.split_whitespace().nth(1), Some("92"), "{row}");
        }
    }
    assert!(out.stdout.contains("--all runs them"));
    let flags = lines.iter().find(|l| l.starts_with("flags")).unwrap();
    assert!(flags.contains("2,057"), "{flags}");

    let out = run(&["compare", "5", "--algos", "bitmask,brute", "--all"]);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", out.stdout);
    assert!(lines[1].starts_with("bitmask") && lines[2].starts_with("brute"));
    assert!(lines[2].contains("53,130"), "C(25, 5) candidates: {}", lines[2]);
}

#[test]
fn learning_usage_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["trace", "0"], "from 1 to 64"),
        (&["trace", "65"], "from 1 to 64"),
        (&["trace", "x"], "from 1 to 64"),
        (&["trace"], "1 to 64"),
        (
            &["trace", "4", "--algo", "quick"],
            "brute, odometer, permutations, backtrack, sets, flags, bitmask, mirror, fast",
        ),
        (&["trace", "4", "--format", "xml"], "text, json"),
        (&["trace", "4", "--max-steps", "-3"], "--max-steps"),
        (&["count", "8", "--algo", "nope"], "possible values: brute"),
        (&["solve", "8", "--algo", "nope"], "possible values: brute"),
        (&["count", "8", "--algo", "flags", "--unique"], "--unique"),
        (&["compare", "0"], "from 1 to 32"),
        (&["compare", "33"], "from 1 to 32"),
        (
            &["compare", "8", "--algos", "flags,nope"],
            "possible values: brute",
        ),
    ];
    for &(argv, message) in cases {
        let out = run(argv);
        assert_eq!(out.code, 2, "{argv:?}");
        assert_eq!(out.stdout, "", "{argv:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{argv:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("error: "), "{argv:?}: {}", out.stderr);
        assert!(out.stderr.contains(message), "{argv:?}: {}", out.stderr);
    }
}

#[test]
fn help_names_the_new_commands_and_approaches() {
    let out = run(&["--help"]);
    assert!(out.stdout.contains("trace") && out.stdout.contains("compare"));
    let out = run(&["trace", "--help"]);
    assert!(out.stdout.contains("jump from one free column to the next"));
    assert!(out.stdout.contains("10000"));
}
