//! The `queens` binary, end to end: formats, counts, checks and errors.

use crate::common::{queens, run, run_stdin};
use testkit::{board_rows_to_cols, is_canonical, is_queens_solution, known_classes, known_counts};

const DESIGN_N4: &str = ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n";

#[test]
fn solve_4_prints_the_two_boards_of_the_design() {
    let out = run(&["solve", "4"]);
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout, DESIGN_N4);
    assert_eq!(out.stderr, "");
}

#[test]
fn format_snapshots() {
    for format in ["text", "json", "leetcode", "perm"] {
        for n in [1, 3, 5] {
            let out = run(&[&["solve", &n.to_string()][..], form(format)].concat());
            // n = 3 has no board: exit 1 (the snapshot holds what stdout has).
            assert_eq!(out.code, if n == 3 { 1 } else { 0 });
            insta::assert_snapshot!(format!("solve_{n}_{format}"), out.stdout);
        }
    }
    insta::assert_snapshot!(
        "solve_8_unique_perm",
        run(&["solve", "8", "--unique", "--format", "perm"]).stdout
    );
}

/// Reads the boards back out of each format, independently of the program.
/// How `solve` is asked for a form: `--json`, or `--format F`.
fn form(format: &str) -> &[&str] {
    match format {
        "json" => &["--json"],
        "text" => &["--format", "text"],
        "leetcode" => &["--format", "leetcode"],
        "perm" => &["--format", "perm"],
        other => panic!("unknown format {other}"),
    }
}

fn parse_boards(format: &str, text: &str) -> Vec<Vec<usize>> {
    match format {
        "text" => text
            .split("\n\n")
            .filter(|b| !b.trim().is_empty())
            .map(|b| board_rows_to_cols(&b.lines().collect::<Vec<_>>()).unwrap())
            .collect(),
        "json" => text
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                let rows: Vec<String> = serde_json::from_value(v["board"].clone()).unwrap();
                let cols = board_rows_to_cols(&rows).unwrap();
                // `cols` says the same, from 1.
                let ones: Vec<usize> = serde_json::from_value(v["cols"].clone()).unwrap();
                assert_eq!(ones.iter().map(|c| c - 1).collect::<Vec<_>>(), cols);
                cols
            })
            .collect(),
        "leetcode" => {
            assert_eq!(text.lines().count(), 1, "one line");
            serde_json::from_str::<Vec<Vec<String>>>(text)
                .unwrap()
                .iter()
                .map(|b| board_rows_to_cols(b).unwrap())
                .collect()
        }
        "perm" => text
            .lines()
            .map(|l| l.split(' ').map(|v| v.parse::<usize>().unwrap() - 1).collect())
            .collect(),
        other => panic!("unknown format {other}"),
    }
}

#[test]
fn every_board_of_every_format_is_a_distinct_sorted_solution() {
    let known = known_counts();
    for n in 1..=9usize {
        let k = known.iter().find(|k| k.n == n).unwrap();
        for format in ["text", "json", "leetcode", "perm"] {
            for unique in [false, true] {
                let mut argv = vec!["solve".to_string(), n.to_string()];
                argv.extend(form(format).iter().map(|s| s.to_string()));
                if unique {
                    argv.push("--unique".into());
                }
                let out = run(&argv.iter().map(String::as_str).collect::<Vec<_>>());
                let boards = parse_boards(format, &out.stdout);
                assert_eq!(out.code, if boards.is_empty() { 1 } else { 0 }, "n={n}");
                let what = format!("n={n} {format} unique={unique}");
                assert!(
                    boards.iter().all(|b| b.len() == n && is_queens_solution(b)),
                    "{what}"
                );
                assert!(
                    boards.windows(2).all(|w| w[0] < w[1]),
                    "{what}: sorted and distinct"
                );
                let expected = if unique { k.unique } else { k.total };
                assert_eq!(boards.len() as u128, expected, "{what}");
                if unique {
                    assert!(boards.iter().all(|b| is_canonical(b)), "{what}");
                }
            }
        }
    }
}

#[test]
fn limit_stops_early() {
    let out = run(&["solve", "8", "--format", "perm", "--limit", "3"]);
    assert_eq!(out.stdout.lines().count(), 3);
    assert_eq!(run(&["solve", "8", "--limit", "0"]).stdout, "");
    // No board: LeetCode's answer is the empty list; the exit status and
    // stderr say there is none, as for every command.
    let none = run(&["solve", "2", "--format", "leetcode"]);
    assert_eq!((none.code, none.stdout.as_str()), (1, "[]\n"));
    assert_eq!(none.stderr, "no solution: a 2×2 board has none\n");
    let none = run(&["solve", "3"]);
    assert_eq!((none.code, none.stdout.as_str()), (1, ""));
}

#[test]
fn solve_reads_n_from_stdin_like_count() {
    let out = run_stdin(&["solve", "--format", "leetcode"], "4\n");
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (
            0,
            "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
        )
    );
    let out = run_stdin(&["solve"], "abc\n");
    assert_eq!(out.code, 2);
    assert!(
        out.stderr.starts_with("error: n must be an integer from 1 to 64"),
        "{}",
        out.stderr
    );
}

#[test]
fn solve_of_a_large_board_points_to_one() {
    let out = run(&["solve", "30", "--limit", "1", "--format", "perm"]);
    assert_eq!(out.code, 0);
    assert_eq!(out.stdout.lines().count(), 1);
    assert!(
        out.stderr.contains("`queens one 30` gives one board at once"),
        "{}",
        out.stderr
    );
    assert_eq!(run(&["solve", "8", "--limit", "1"]).stderr, "");
}

#[test]
fn count_matches_known_answers() {
    for k in known_counts().into_iter().filter(|k| k.n <= 12) {
        let out = run(&["count", &k.n.to_string()]);
        assert_eq!(out.stdout.trim(), k.total.to_string(), "n={}", k.n);
        let out = run(&["count", &k.n.to_string(), "--unique"]);
        assert_eq!(out.stdout.trim(), k.unique.to_string(), "unique n={}", k.n);
    }
}

#[test]
fn count_reads_n_from_stdin() {
    let out = run_stdin(&["count"], "10\n");
    assert_eq!((out.code, out.stdout.as_str()), (0, "724\n"));
}

#[test]
fn count_json() {
    let out = run(&["count", "12", "--unique", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["n"], 12);
    assert_eq!(v["total"], 14200);
    assert_eq!(v["unique"], 1787);
    assert!(v["elapsed_ms"].as_f64().unwrap() >= 0.0);
    assert!(
        out.stdout
            .starts_with(r#"{"n":12,"total":14200,"unique":1787,"elapsed_ms":"#)
    );
    let out = run(&["count", "8", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(v.get("unique").is_none());
}

#[test]
fn classes_match_the_symmetry_table() {
    for k in known_classes().into_iter().filter(|k| k.n <= 12) {
        let out = run(&["classes", &k.n.to_string(), "--json"]);
        let expected = format!(
            r#"{{"n":{},"rot90":{},"rot180":{},"none":{},"unique":{},"total":{}}}"#,
            k.n, k.rot90, k.rot180, k.none, k.unique, k.total
        );
        assert_eq!(out.stdout.trim(), expected);
    }
    let one = run(&["classes", "1", "--json"]);
    assert_eq!(
        one.stdout.trim(),
        r#"{"n":1,"all":1,"rot90":0,"rot180":0,"none":0,"unique":1,"total":1}"#
    );
    insta::assert_snapshot!("classes_12_text", run(&["classes", "12"]).stdout);
}

#[test]
fn check_accepts_solutions_in_both_forms() {
    let text = run_stdin(&["check"], ".Q..\n...Q\nQ...\n..Q.\n");
    assert_eq!((text.code, text.stdout.as_str()), (0, "ok\n"));
    let perm = run_stdin(&["check", "-"], "2 4 1 3\n");
    assert_eq!((perm.code, perm.stdout.as_str()), (0, "ok\n"));
    let many = run_stdin(&["check"], &run(&["solve", "8", "--format", "perm"]).stdout);
    assert_eq!((many.code, many.stdout.as_str()), (0, "ok: 92 boards\n"));
    let boards = run_stdin(&["check"], &run(&["solve", "6"]).stdout);
    assert_eq!((boards.code, boards.stdout.as_str()), (0, "ok: 4 boards\n"));
}

#[test]
fn check_reads_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board.txt");
    std::fs::write(&path, "1 3 5 2 4\n").unwrap();
    let out = run(&["check", path.to_str().unwrap()]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "ok\n"));
    let missing = run(&["check", dir.path().join("nope").to_str().unwrap()]);
    assert_eq!(missing.code, 2);
    assert!(missing.stderr.starts_with("error: cannot open"));
}

#[test]
fn check_names_the_attacking_queens() {
    let out = run_stdin(&["check"], "2 5 1 3 4\n");
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        "queens at row 2 col 5 and row 4 col 3 share a diagonal\n"
    );
    let out = run_stdin(&["check"], "1 2\n");
    assert_eq!(
        out.stdout,
        "queens at row 1 col 1 and row 2 col 2 share a diagonal\n"
    );
    let out = run_stdin(&["check"], "Q...\n..Q.\nQ...\n....\n");
    assert_eq!(
        out.stdout,
        "queens at row 1 col 1 and row 3 col 1 share a column\n"
    );
    let out = run_stdin(&["check"], "Q...\n...Q\n....\n..Q.\n");
    assert_eq!((out.code, out.stdout.as_str()), (1, "row 3 has no queen\n"));
    let out = run_stdin(&["check"], "2 4 1 3\n1 2 3 4\n");
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stdout,
        "board 2: queens at row 1 col 1 and row 2 col 2 share a diagonal\n1 of 2 boards are solutions\n"
    );
}

#[test]
fn check_rejects_malformed_boards() {
    let cases = [
        (".Q..\n..\nQ...\n..Q.\n", "line 2: this row has 2 squares"),
        ("QQ..\n...Q\nQ...\n..Q.\n", "two queens in one row"),
        (".Q..\n..x.\n", "line 2, column 3: unexpected 'x'"),
        (".Q..\n...Q\n", "ends after 2 rows"),
        ("2 4 9 3\n", "row 3 has column 9"),
        ("2 4 one 3\n", "line 1, column 5: expected a column number"),
        ("", "empty input"),
        ("\n\n", "empty input"),
    ];
    for (input, message) in cases {
        let out = run_stdin(&["check"], input);
        assert_eq!(out.code, 2, "{input:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{input:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("error: "), "{input:?}");
        assert!(out.stderr.contains(message), "{input:?}: {}", out.stderr);
    }
    // A bad board in a batch is reported and the rest are still checked.
    let out = run_stdin(&["check"], "2 4 1 3\n2 x\n1 2\n");
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("board 2: line 2"));
    assert!(out.stdout.contains("board 3: queens at row 1 col 1"));
}

#[test]
fn usage_errors_are_one_line_with_status_2() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["count", "0"], "", "from 1 to 32"),
        (&["count", "33"], "", "from 1 to 32"),
        (&["count", "abc"], "", "from 1 to 32"),
        (&["count", "-1"], "", "from 1 to 32"),
        (&["count"], "", "from 1 to 32"),
        (&["count"], "   \n", "from 1 to 32"),
        (&["count"], "ten\n", "from 1 to 32"),
        (&["solve", "0"], "", "from 1 to 64"),
        (&["solve", "65"], "", "from 1 to 64"),
        (&["solve"], "", "1 to 64"),
        (&["solve", "4", "--format", "xml"], "", "text, leetcode, perm"),
        (&["solve", "4", "--limit", "x"], "", "--limit"),
        (&["classes", "40"], "", "from 1 to 32"),
        (&["frobnicate"], "", "frobnicate"),
    ];
    for &(argv, stdin, message) in cases {
        let out = run_stdin(argv, stdin);
        assert_eq!(out.code, 2, "{argv:?}");
        assert_eq!(out.stdout, "", "{argv:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{argv:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("error: "), "{argv:?}: {}", out.stderr);
        assert!(out.stderr.contains(message), "{argv:?}: {}", out.stderr);
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = queens()
        .args(["solve", "16"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is dropped here: the pipe closes with output still to come.
    let out = child.wait_with_output().unwrap();
    assert_eq!(first, "Q...............\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[test]
fn help_and_version() {
    let out = run(&["--help"]);
    assert_eq!(out.code, 0);
    for cmd in ["solve", "count", "classes", "check"] {
        assert!(out.stdout.contains(cmd));
    }
    assert_eq!(run(&["--version"]).code, 0);
}

#[test]
fn count_options_give_the_same_answer() {
    for threads in ["1", "2", "3"] {
        let out = run(&["count", "11", "--threads", threads, "--progress", "never"]);
        assert_eq!(
            (out.code, out.stdout.as_str()),
            (0, "2680\n"),
            "threads {threads}"
        );
    }
}

#[test]
fn count_stats_go_to_stderr_and_json() {
    let out = run(&["count", "10", "--stats"]);
    assert_eq!(out.stdout, "724\n");
    for field in [
        "algo",
        "solutions",
        "unique",
        "units",
        "nodes",
        "threads",
        "kernel",
        "time",
    ] {
        assert!(out.stderr.contains(field), "missing {field}: {}", out.stderr);
    }
    let out = run(&["count", "10", "--stats", "--json", "--unique", "--threads", "2"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!((v["total"].as_u64(), v["unique"].as_u64()), (Some(724), Some(92)));
    let stats = &v["stats"];
    assert!(stats["units"].as_u64().unwrap() > 0);
    assert!(stats["nodes"].as_u64().unwrap() > 0);
    assert_eq!(stats["threads"], 2);
    assert_eq!(stats["solutions"], 724);
    assert_eq!(out.stderr, "");
}

#[test]
fn count_kernel_choice_is_named_and_checked() {
    // Every kernel this CPU runs (and the GPU, where there is one) gives
    // the known counts and says it ran; one it lacks is refused before any
    // work, naming the CPU feature (or why there is no GPU).
    for kernel in nqueens::kernels::Device::ALL {
        let name = kernel.name();
        let out = run(&["count", "12", "--kernel", name, "--unique", "--json", "--stats"]);
        match kernel.missing_feature() {
            None => {
                assert_eq!(out.code, 0, "{name}: {}", out.stderr);
                let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
                assert_eq!(
                    (v["total"].as_u64(), v["unique"].as_u64()),
                    (Some(14200), Some(1787))
                );
                assert_eq!(v["kernel"], name);
                let out = run(&["count", "11", "--kernel", name, "--stats"]);
                assert_eq!(out.stdout, "2680\n");
                assert!(
                    out.stderr.contains(&format!("kernel      {name}")),
                    "{}",
                    out.stderr
                );
            }
            Some(feature) => {
                assert_eq!(out.code, 2);
                assert_eq!(out.stdout, "");
                assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
                assert!(
                    out.stderr.starts_with("error: ") && out.stderr.contains(feature),
                    "{}",
                    out.stderr
                );
            }
        }
    }
    let auto = run(&["count", "9", "--kernel", "auto", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&auto.stdout).unwrap();
    assert_eq!(v["kernel"], nqueens::Kernel::best().name());
    for (argv, says) in [
        (
            &["count", "9", "--kernel", "neon"][..],
            "auto, scalar, avx2, avx512",
        ),
        (
            &["count", "9", "--kernel", "scalar", "--algo", "bitmask"][..],
            "--algo fast",
        ),
    ] {
        let out = run(argv);
        assert_eq!(out.code, 2, "{argv:?}");
        assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
        assert!(
            out.stderr.starts_with("error: ") && out.stderr.contains(says),
            "{}",
            out.stderr
        );
    }
}

/// Whether the GPU kernel runs here; a skip says why on stderr (past the
/// harness's capture), and is a failure when `QUEENS_REQUIRE_KERNELS`
/// names gpu or `all`.
fn gpu_here(test: &str) -> bool {
    let Some(why) = nqueens::kernels::Device::Gpu.missing_feature() else {
        return true;
    };
    let skipped = testkit::kernels::skip_kernel("gpu", why);
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{test}: skipped kernel {skipped}");
    false
}

#[test]
fn count_on_the_gpu_names_the_adapter() {
    if !gpu_here("count_on_the_gpu_names_the_adapter") {
        return;
    }
    let out = run(&["count", "12", "--kernel", "gpu", "--unique", "--json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        (v["total"].as_u64(), v["unique"].as_u64()),
        (Some(14200), Some(1787))
    );
    assert_eq!(v["kernel"], "gpu");
    assert!(!v["adapter"].as_str().unwrap().is_empty(), "{v}");
    let out = run(&["count", "10", "--kernel", "gpu", "--stats"]);
    assert_eq!(out.stdout, "724\n");
    assert!(out.stderr.contains("adapter     "), "{}", out.stderr);
    // auto never picks the GPU, and the CPU kernels name no adapter.
    let out = run(&["count", "10", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_ne!(v["kernel"], "gpu");
    assert!(v.get("adapter").is_none(), "{v}");
}

#[test]
fn gpu_shards_and_checkpoints_merge_with_the_cpus() {
    // The unit list is the kernel's neither: a shard counted on the GPU
    // merges with one counted on the CPU, and a checkpoint the GPU began
    // is finished by the CPU.
    if !gpu_here("gpu_shards_and_checkpoints_merge_with_the_cpus") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let shards: Vec<String> = (0..2)
        .map(|i| dir.path().join(format!("shard-{i}.json")).display().to_string())
        .collect();
    for (i, (path, kernel)) in shards.iter().zip(["gpu", "scalar"]).enumerate() {
        let shard = format!("{i}/2");
        let out = run(&[
            "count", "11", "--kernel", kernel, "--shard", &shard, "--output", path,
        ]);
        assert_eq!(out.code, 0, "{}", out.stderr);
    }
    let merged = run(&["merge", &shards[0], &shards[1], "--unique"]);
    assert_eq!(
        (merged.code, merged.stdout.as_str()),
        (0, "341\n"),
        "{}",
        merged.stderr
    );
    let checkpoint = dir.path().join("count.ckpt").display().to_string();
    let out = run(&["count", "11", "--kernel", "gpu", "--checkpoint", &checkpoint]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "2680\n"), "{}", out.stderr);
    let again = run(&["count", "11", "--kernel", "scalar", "--checkpoint", &checkpoint]);
    assert_eq!(
        (again.code, again.stdout.as_str()),
        (0, "2680\n"),
        "{}",
        again.stderr
    );
}

#[test]
fn a_lost_gpu_hands_the_count_to_the_cpu() {
    // QUEENS_GPU_LOSE_AFTER=k destroys the device after k dispatches: a
    // real device loss, on any adapter. The count must still complete,
    // right, with one warning line and no panic; k = 0 loses it before
    // any work, k = 2 after the GPU has counted part of the units.
    if !gpu_here("a_lost_gpu_hands_the_count_to_the_cpu") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let checkpoint = dir.path().join("count.ckpt").display().to_string();
    let runs: [(&str, &[&str], &str); 3] = [
        ("0", &["count", "12", "--kernel", "gpu"], "14200\n"),
        ("2", &["count", "14", "--kernel", "gpu", "--unique"], "45752\n"),
        (
            "2",
            &["count", "13", "--kernel", "gpu", "--checkpoint", &checkpoint],
            "73712\n",
        ),
    ];
    for (after, args, want) in runs {
        let out = queens()
            .args(args)
            .env("QUEENS_GPU_LOSE_AFTER", after)
            .output()
            .unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            (out.status.code(), stdout.as_str()),
            (Some(0), want),
            "{args:?}: {stderr}"
        );
        let warnings: Vec<&str> = stderr
            .lines()
            .filter(|l| l.starts_with("warning: the GPU ("))
            .collect();
        assert_eq!(warnings.len(), 1, "{args:?}: {stderr}");
        assert!(
            warnings[0].contains("kernel counted the rest, and the count is complete"),
            "{}",
            warnings[0]
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
    // The checkpoint holds every unit: a second run counts nothing again.
    let again = run(&["count", "13", "--kernel", "scalar", "--checkpoint", &checkpoint]);
    assert_eq!(
        (again.code, again.stdout.as_str()),
        (0, "73712\n"),
        "{}",
        again.stderr
    );
    assert!(again.stderr.contains("already counted"), "{}", again.stderr);
    // --json says what failed.
    let out = queens()
        .args(["count", "10", "--kernel", "gpu", "--json"])
        .env("QUEENS_GPU_LOSE_AFTER", "0")
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["total"], 724);
    assert!(!v["gpu_failure"].as_str().unwrap_or_default().is_empty(), "{v}");
}

#[test]
fn progress_never_touches_stdout() {
    let out = run(&["count", "12", "--progress", "always"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "14200\n"));
    let out = run(&["count", "12", "--progress", "sometimes"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("auto, always, never"), "{}", out.stderr);
    let out = run(&["count", "12", "--threads", "0"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("from 1 to 1024"), "{}", out.stderr);
}

#[test]
fn every_split_gives_the_same_counts() {
    for split in ["0", "1", "2", "3", "4"] {
        let out = run(&["count", "12", "--split", split, "--json", "--unique"]);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(
            (v["total"].as_u64(), v["unique"].as_u64()),
            (Some(14200), Some(1787)),
            "split {split}"
        );
    }
    let out = run(&["count", "12", "--split", "5"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("from 0 to 4, got '5'"), "{}", out.stderr);
}

#[test]
fn check_reads_on_after_a_malformed_board() {
    let out = run_stdin(&["check"], "2 4 1 3\nQQ\n2 4 1 3\n1 2 3 4\n3 1 4 2\n");
    assert_eq!(out.stderr.lines().count(), 1, "{}", out.stderr);
    assert!(
        out.stderr
            .starts_with("error: board 2: line 2, column 2: two queens"),
        "{}",
        out.stderr
    );
    assert_eq!(
        out.stdout,
        "board 4: queens at row 1 col 1 and row 2 col 2 share a diagonal\n3 of 5 boards are solutions\n"
    );
    // Malformed input is exit status 2, as for every malformed board.
    assert_eq!(out.code, 2);
}
