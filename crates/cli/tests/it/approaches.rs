//! The `queens` binary's learning side: `--algo` in solve and count,
//! `--stats`, `trace` and `compare`.

use crate::common::{self, queens, run};
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
    // Each line is led by its step number, from 1, as in JSON.
    for (i, l) in out.stdout.lines().enumerate() {
        assert!(l.trim_start().starts_with(&format!("{}  ", i + 1)), "{l}");
    }
    let lines = common::trace_lines(&out.stdout);
    assert_eq!(lines[0], "row=0 col=0: try  queens=[-1, -1, -1, -1]");
    assert_eq!(lines[1], "row=0 col=0: place  queens=[0, -1, -1, -1]");
    assert_eq!(
        lines[3],
        "row=1 col=0: reject, attacked along the column by row=0 col=0  queens=[0, -1, -1, -1]"
    );
    assert!(lines.contains(&"row=1 col=2: place  queens=[0, 2, -1, -1]"));
    assert!(lines.contains(&"row=2: dead end  queens=[0, 2, -1, -1]"));
    assert!(lines.contains(&"row=3 col=2: solution  queens=[1, 3, 0, 2]"));
    // Every approach but fast traces; mirror shows the mirror images it
    // counts.
    for algo in Algo::ALL.into_iter().filter(|&a| a != Algo::Fast) {
        let out = run(&["trace", "4", "--algo", algo.name(), "--stats"]);
        assert_eq!(out.code, 0, "{algo}");
        let found: Vec<&str> = common::trace_lines(&out.stdout)
            .into_iter()
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
        common::trace_lines(&out.stdout).last().copied(),
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
    assert!(first.starts_with("    1  row=0 col=0: try"), "{first}");
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
    assert_eq!(lines.len(), 4, "{}", out.stdout);
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
            "brute, odometer, permutations, board, backtrack, sets, flags, levels, bitmask, mirror, fast",
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

/// The number in a `--stats` block's row (`nodes       2,057`), `None`
/// for `-`.
fn stat(block: &str, name: &str) -> Option<u64> {
    let line = block
        .lines()
        .find(|l| l.starts_with(&format!("{name} ")))
        .unwrap_or_else(|| panic!("no {name} in {block}"));
    let value = line[name.len()..].split_whitespace().next().unwrap();
    (value != "-").then(|| value.replace(',', "").parse().unwrap())
}

/// Every reject of `queens trace N --algo A --format json` names the
/// first test the code of A fails, in its own order, and the queen on
/// that line (the independent model in testkit); every place passes.
#[test]
fn trace_rejects_name_the_test_the_code_fails() {
    for algo in ["backtrack", "sets", "flags", "board", "levels"] {
        for n in 4..=8 {
            let n_arg = n.to_string();
            let out = run(&[
                "trace",
                &n_arg,
                "--algo",
                algo,
                "--format",
                "json",
                "--max-steps",
                "1000000",
            ]);
            assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{algo} {n}");
            let events = json_lines(&out.stdout);
            assert!(events.iter().all(|e| e["event"] != "cut"), "{algo} {n}");
            let mut rejects = 0;
            for e in &events {
                let board: Vec<Option<usize>> = e["cols"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_u64().map(|c| c as usize))
                    .collect();
                let at = |k: &str| e[k].as_u64().unwrap() as usize;
                match e["event"].as_str().unwrap() {
                    "reject" => {
                        rejects += 1;
                        let model = testkit::first_failed_test(algo, &board, at("row"), at("col"))
                            .unwrap_or_else(|| panic!("{algo} {n}: a safe square rejected: {e}"));
                        let got = (
                            e["reason"].as_str().unwrap(),
                            e["by"]["row"].as_u64().unwrap() as usize,
                            e["by"]["col"].as_u64().unwrap() as usize,
                        );
                        assert_eq!(got, model, "{algo} {n}: {e}");
                    }
                    "place" => {
                        let mut before = board.clone();
                        before[at("row")] = None;
                        assert_eq!(
                            testkit::first_failed_test(algo, &before, at("row"), at("col")),
                            None,
                            "{e}"
                        );
                    }
                    _ => {}
                }
            }
            assert!(rejects > 0, "{algo} {n}");
        }
    }
    // The issue's step: flags tests the column first.
    let out = run(&["trace", "4", "--algo", "flags", "--format", "json"]);
    let step = &json_lines(&out.stdout)[13];
    assert_eq!(step["step"], 14);
    assert_eq!((step["row"].as_u64(), step["col"].as_u64()), (Some(2), Some(2)));
    assert_eq!(step["reason"], "column");
    assert_eq!(step["by"], serde_json::json!({"row": 1, "col": 2}));
}

/// One meaning of nodes per approach: `compare 8` and the `--stats` of
/// `trace`, `count` and `solve` give the same number.
#[test]
fn nodes_agree_between_compare_and_stats() {
    let out = run(&["compare", "8"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let nodes_in_compare = |algo: Algo| -> Option<u64> {
        let row = out
            .stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(algo.name()))
            .unwrap_or_else(|| panic!("no row for {algo}"));
        let v = row.split_whitespace().nth(3).unwrap();
        (v != "-").then(|| v.replace(',', "").parse().unwrap())
    };
    for algo in Algo::ALL {
        let name = algo.name();
        if algo == Algo::Brute {
            continue; // skipped at n = 8 (an estimated 53 s)
        }
        let compared = nodes_in_compare(algo);
        let count = run(&["count", "8", "--algo", name, "--stats"]);
        assert_eq!(stat(&count.stderr, "nodes"), compared, "{name}: count --stats");
        if algo == Algo::Fast {
            // Its nodes are its kernel's, and the kernel is shown.
            assert!(compared.is_some());
            assert!(
                count.stderr.contains("nodes by    the kernel"),
                "{}",
                count.stderr
            );
            assert!(
                out.stdout.contains("(fast: its nodes are those its kernel, "),
                "{}",
                out.stdout
            );
            let trace = run(&["trace", "8", "--algo", "fast"]);
            assert_eq!((trace.code, trace.stdout.as_str()), (2, ""));
            assert_eq!(trace.stderr.lines().count(), 1, "{}", trace.stderr);
            assert!(trace.stderr.starts_with("error: ") && trace.stderr.contains("--algo bitmask"));
            continue;
        }
        if algo.is_enumerator() {
            // No tree: no nodes anywhere (a whole trace of odometer at 8
            // is 118 million steps; a short one reports the same `-`).
            assert_eq!(compared, None, "{name}");
            let trace = run(&["trace", "8", "--algo", name, "--max-steps", "100", "--stats"]);
            assert_eq!(stat(&trace.stderr, "nodes"), None, "{name}");
            continue;
        }
        let trace = run(&["trace", "8", "--algo", name, "--max-steps", "1000000", "--stats"]);
        assert_eq!(stat(&trace.stderr, "nodes"), compared, "{name}: trace --stats");
        if algo != Algo::Mirror {
            // mirror lists in order by walking the left half twice (it
            // says so); the others list with the walk they count with.
            let solve = run(&["solve", "8", "--algo", name, "--stats"]);
            assert_eq!(stat(&solve.stderr, "nodes"), compared, "{name}: solve --stats");
        }
    }
    assert_eq!(nodes_in_compare(Algo::Flags), Some(2057));
    assert_eq!(nodes_in_compare(Algo::Board), Some(2057));
    assert_eq!(nodes_in_compare(Algo::Levels), Some(2057));
}

#[test]
fn levels_stats_show_each_level_and_the_peak() {
    let out = run(&["count", "12", "--algo", "levels", "--stats"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "14200\n"), "{}", out.stderr);
    assert_eq!(stat(&out.stderr, "nodes"), Some(856_189));
    let levels: Vec<u64> = out
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("levels "))
        .expect("a levels row")
        .split_whitespace()
        .map(|v| v.replace(',', "").parse().unwrap())
        .collect();
    assert_eq!(levels.len(), 13);
    assert_eq!(levels.iter().sum::<u64>(), 856_189);
    assert_eq!((levels[0], levels[1], levels[12]), (1, 12, 14_200));
    let widest = *levels.iter().max().unwrap();
    let at = levels.iter().position(|&v| v == widest).unwrap();
    let peak = out
        .stderr
        .lines()
        .find_map(|l| l.strip_prefix("peak "))
        .expect("a peak row");
    let grouped = widest
        .to_string()
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|c| std::str::from_utf8(c).unwrap())
        .collect::<Vec<_>>()
        .join(",");
    assert_eq!(peak.trim(), format!("{grouped} boards at level {at}"));
    // Too wide to hold: refused, naming the limit, before any search.
    let out = run(&["count", "15", "--algo", "levels"]);
    assert_eq!((out.code, out.stdout.as_str()), (2, ""));
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert!(
        out.stderr.starts_with("error: levels ") && out.stderr.contains("256 MiB"),
        "{}",
        out.stderr
    );
    let out = run(&["compare", "15", "--algos", "levels"]);
    assert!(out.stdout.contains("levels        not run: "), "{}", out.stdout);
}

/// Small boards are timed over many runs: the table says how many and
/// how long they took together.
#[test]
fn compare_repeats_quick_runs() {
    let out = run(&["compare", "1"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.lines().next().unwrap().contains(" runs "));
    for line in out.stdout.lines().skip(1).filter(|l| !l.starts_with('(')) {
        let runs: u64 = line
            .split_whitespace()
            .rev()
            .nth(1)
            .unwrap()
            .replace(',', "")
            .parse()
            .unwrap();
        assert!(runs > 1, "a run of n = 1 timed once: {line}");
    }
    assert!(
        out.stdout
            .contains("(time: the mean of each row's runs, repeated until they took")
    );
}

#[test]
fn solve_stats_say_what_was_listed() {
    let out = run(&["solve", "8", "--unique", "--stats", "--format", "perm"]);
    assert_eq!(out.stdout.lines().count(), 12);
    assert!(out.stderr.contains("solutions   92\n"), "{}", out.stderr);
    assert!(out.stderr.contains("\nunique      12\n"), "{}", out.stderr);
    let out = run(&["solve", "8", "--limit", "3", "--stats", "--format", "perm"]);
    assert_eq!(out.stdout.lines().count(), 3);
    assert!(!out.stderr.contains("stopped stopped"), "{}", out.stderr);
    assert!(
        out.stderr
            .contains("stopped     early: no more boards were asked for"),
        "{}",
        out.stderr
    );
}

/// `trace --code LANG`: the listing, numbered, before the steps, and
/// under each step the lines it runs; a reject's lines name its test.
#[test]
fn trace_code_shows_the_lines_each_step_runs() {
    for (lang, file, solution) in [
        ("py", "backtrack.py", "self.count += 1"),
        ("cpp", "backtrack.cpp", "count++;"),
        ("java", "Backtrack.java", "count++;"),
        ("rust", "backtrack.rs", "report(cols);"),
    ] {
        let out = run(&["trace", "4", "--algo", "backtrack", "--code", lang]);
        assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{lang}");
        let lines: Vec<&str> = out.stdout.lines().collect();
        assert!(
            lines[0].starts_with(&format!("== {file} (")),
            "{lang}: {}",
            lines[0]
        );
        let trace = lines
            .iter()
            .position(|l| *l == "== trace ==")
            .expect("a trace heading");
        let listing = &lines[1..trace];
        assert!(listing[0].starts_with("   1 | "), "{lang}: {}", listing[0]);
        // Every step is followed by at least one of its code lines, each
        // the listing's line of that number.
        let mut steps = 0;
        for (i, line) in lines.iter().enumerate().skip(trace + 1) {
            if let Some(code) = line.strip_prefix("       > ") {
                let (number, text) = code.split_once(" | ").unwrap();
                let number: usize = number.trim().parse().unwrap();
                let shown = listing[number - 1].split_once(" | ").unwrap().1;
                assert_eq!(shown.trim_start(), text, "{lang}: {line}");
                continue;
            }
            steps += 1;
            let next = lines.get(i + 1).copied().unwrap_or_default();
            assert!(next.starts_with("       > "), "{lang}: no code under {line}");
            if line.contains(": reject, attacked along the ") {
                let test = line
                    .split("along the ")
                    .nth(1)
                    .unwrap()
                    .split(' ')
                    .next()
                    .unwrap();
                let reason_line = lines[i + 1..]
                    .iter()
                    .take_while(|l| l.starts_with("       > "))
                    .any(|l| l.contains(&format!("same {test}")));
                assert!(reason_line, "{lang}: no `same {test}` line under {line}");
            }
            if line.contains(": solution") {
                assert!(next.contains(solution), "{lang}: {line} then {next}");
            }
        }
        assert_eq!(steps, 142, "{lang}: the steps of backtrack on 4");
    }
    let json = run(&["trace", "4", "--code", "py", "--format", "json"]);
    assert_eq!(json.code, 2, "--code is for text traces");
    assert!(json.stdout.is_empty());
}
