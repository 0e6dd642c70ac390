//! The standard command-line furniture: completions for every shell, a man
//! page, and examples with exit statuses in `--help`.

use assert_cmd::Command;

fn queens(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(assert_cmd::cargo::cargo_bin!("queens"))
        .args(args)
        .output()
        .expect("queens runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn completions_for_every_shell_name_the_commands() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let (code, script, err) = queens(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        assert!(script.len() > 1000, "{shell}: {} bytes", script.len());
        for word in ["queens", "count", "sudoku", "checkpoint", "kernel"] {
            assert!(script.contains(word), "{shell} script lacks {word}");
        }
    }
    let (code, _, err) = queens(&["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("possible values: bash, elvish, fish, powershell, zsh"),
        "{err}"
    );
}

#[test]
fn the_man_page_has_every_command() {
    let (code, page, err) = queens(&["man"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        page.starts_with(".ie") || page.starts_with(".TH"),
        "{}",
        &page[..80]
    );
    assert!(page.contains(".TH queens 1"), "no title");
    // Every command clap knows has its section, and the list of commands
    // names them, not pages of their own (`queens-count(1)`, which
    // nothing writes: issue 49).
    let top: Vec<String> = queens::command()
        .get_subcommands()
        .filter(|s| !s.is_hide_set())
        .map(|s| s.get_name().to_owned())
        .collect();
    assert!(top.len() > 20, "{top:?}");
    for name in &top {
        let section = format!("QUEENS {}", name.to_uppercase());
        assert!(
            page.contains(&format!(".SH \"{section}\"")),
            "no section {section}"
        );
        assert!(
            page.contains(&format!("\\fBqueens {name}\\fR")),
            "the list of commands lacks {name}"
        );
    }
    assert!(
        !page.contains("queens\\-") && !page.contains("(1)"),
        "the page names other pages: {}",
        page.lines()
            .filter(|l| l.contains("queens\\-") || l.contains("(1)"))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    assert!(page.contains("Exit status:"));
}

/// Every command's line in `queens --help` says what it does: a summary
/// of some words, not its own name (a doc comment on a clap variant
/// once replaced four puzzles' summaries with `` `queens perms` ``).
#[test]
fn every_command_has_a_summary_of_its_own() {
    for sub in queens::command().get_subcommands().filter(|s| !s.is_hide_set()) {
        let name = sub.get_name();
        let about = sub.get_about().map(ToString::to_string).unwrap_or_default();
        assert!(
            about.split_whitespace().count() >= 4 && !about.contains(&format!("queens {name}")),
            "{name}: {about:?}"
        );
    }
}

#[test]
fn help_shows_examples_and_exit_statuses() {
    for command in [
        "count", "solve", "check", "sudoku", "merge", "verify", "tour", "serve",
    ] {
        let (code, help, err) = queens(&[command, "--help"]);
        assert_eq!(code, 0, "{command}: {err}");
        let examples = help
            .find("Examples:")
            .unwrap_or_else(|| panic!("{command}: no examples"));
        assert!(
            help[examples..].contains(&format!("queens {command}")),
            "{command}"
        );
        assert!(help.contains("Exit status:"), "{command}: no exit statuses");
        assert!(help.contains("2  bad usage or malformed input"), "{command}");
    }
}

#[test]
fn common_short_flags() {
    // -f format, -n limit, -j threads, -q quiet: the same as the long ones.
    let (code, short, _) = queens(&["solve", "8", "-f", "perm", "-n", "3"]);
    let (_, long, _) = queens(&["solve", "8", "--format", "perm", "--limit", "3"]);
    assert_eq!((code, short.as_str()), (0, long.as_str()));
    assert_eq!(short.lines().count(), 3);
    assert_eq!(queens(&["count", "10", "-j", "2"]).1, "724\n");
    assert_eq!(queens(&["one", "5", "-f", "text"]).1.lines().count(), 5);
    let (code, _, err) = queens(&["sudoku", "count", "-j", "0"]);
    assert_eq!(code, 2, "{err}");
    for (board, status) in [("2 4 1 3\n", 0), ("1 2 3 4\n", 1)] {
        let out = assert_cmd::Command::new(assert_cmd::cargo::cargo_bin!("queens"))
            .args(["check", "-q"])
            .write_stdin(board)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(status), "{board}");
        assert!(out.stdout.is_empty(), "-q prints no verdict");
    }
}

#[test]
fn waiting_for_a_terminal_says_so() {
    // `script` (util-linux) gives queens a terminal for stdin.
    let bin = assert_cmd::cargo::cargo_bin!("queens");
    let Ok(out) = std::process::Command::new("script")
        .args(["-qec", &format!("{} count", bin.display()), "/dev/null"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().unwrap().write_all(b"5\n")?;
            child.wait_with_output()
        })
    else {
        eprintln!("skipped: `script` (util-linux) is not installed, so no terminal can be made");
        return;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("queens: reading n from the terminal; end it with Ctrl-D (or give n as an argument)"),
        "{text}"
    );
    // `count` takes no FILE, so the hint offers none (issue 49).
    assert!(!text.contains("FILE"), "{text}");
    assert!(text.contains("10"), "{text}");
    // Not on a pipe.
    let piped = assert_cmd::Command::new(bin)
        .arg("count")
        .write_stdin("5\n")
        .output()
        .unwrap();
    assert!(piped.stderr.is_empty());
}

/// The guide's completions recipe works on a fresh machine (issue 49: the
/// bash completions folder is not there until something makes it): its
/// command lines, run as written by bash with an empty HOME, succeed and
/// leave a completion script for each shell they name.
#[test]
fn the_guides_completions_recipe_works_in_an_empty_home() {
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/GUIDE.md")).unwrap();
    let section = guide
        .split("\n### `queens completions SHELL`")
        .nth(1)
        .expect("the guide's completions section");
    let block = section
        .split("```console\n")
        .nth(1)
        .and_then(|b| b.split("```").next())
        .expect("its console block");
    let lines: Vec<&str> = block
        .lines()
        .filter_map(|l| l.strip_prefix("$ "))
        // A comment is two spaces and `# `, as the README's test reads it.
        .map(|l| l.split("  # ").next().unwrap().trim_end())
        .collect();
    assert!(lines.len() >= 3, "{block}");
    let home = tempfile::tempdir().unwrap();
    let bin = std::path::Path::new(assert_cmd::cargo::cargo_bin!("queens"))
        .parent()
        .unwrap()
        .to_owned();
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap_or_default());
    for line in &lines {
        let out = std::process::Command::new("bash")
            .args(["-c", line])
            .env("HOME", home.path())
            .env("PATH", &path)
            .current_dir(home.path())
            .output()
            .expect("bash runs");
        assert!(
            out.status.success(),
            "`{line}` failed in an empty HOME: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    for script in [
        ".local/share/bash-completion/completions/queens",
        ".zfunc/_queens",
        ".config/fish/completions/queens.fish",
    ] {
        let text = std::fs::read_to_string(home.path().join(script)).unwrap_or_default();
        assert!(text.contains("count"), "{script}: no completion script there");
    }
}
