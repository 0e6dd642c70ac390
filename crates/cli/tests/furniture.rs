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
    for section in [
        "QUEENS COUNT",
        "QUEENS SOLVE",
        "QUEENS SUDOKU",
        "QUEENS COMPLETIONS",
    ] {
        assert!(
            page.contains(&format!(".SH \"{section}\"")),
            "no section {section}"
        );
    }
    assert!(page.contains("Exit status:"));
}

#[test]
fn help_shows_examples_and_exit_statuses() {
    for command in ["count", "solve", "check", "sudoku", "merge", "tour", "serve"] {
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
