//! Exit statuses and one-line error reports.
//!
//! 0: done; 1: the answer is "no" (not a solution, no solution exists) or a
//! run failed; 2: the user asked for something invalid. A closed pipe is
//! success: `queens solve 16 | head` ends quietly.

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use textguard::quote;

/// The user asked for something invalid: exit 2.
#[derive(Debug)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Shorthand for a usage error as an `anyhow::Error`.
pub fn usage(message: impl Into<String>) -> anyhow::Error {
    UsageError(message.into()).into()
}

/// The status of a batch that read on past its bad items (`check`, the
/// Sudoku batches): 2 when any item was malformed, else 1 when any
/// answer was "no", else 0.
pub fn batch_status(malformed: u64, no: u64) -> ExitCode {
    if malformed > 0 {
        ExitCode::from(2)
    } else if no > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Prints an error as one line and picks the exit status: 0 for a closed
/// pipe (nothing is printed), 2 for a usage error, 1 otherwise, and 1 when
/// the error line itself cannot be written.
pub fn report(e: &anyhow::Error) -> ExitCode {
    if is_broken_pipe(e) {
        return ExitCode::SUCCESS;
    }
    let line = in_cli_words(e).unwrap_or_else(|| format!("{e:#}").replace('\n', " "));
    if !write_error_line(&line) {
        return ExitCode::from(1);
    }
    if e.downcast_ref::<UsageError>().is_some() || is_refusal(e) {
        ExitCode::from(2)
    } else {
        ExitCode::from(1)
    }
}

/// A library error in the command line's words: the libraries name no
/// flag (Python asks for the same things by keyword), so the flag that
/// gets what was asked is named here.
fn in_cli_words(e: &anyhow::Error) -> Option<String> {
    match e.downcast_ref::<nqueens::Error>()? {
        nqueens::Error::NotTraced { algo, why, instead } => Some(format!(
            "{algo} cannot be traced: {why}; trace --algo {instead} to see the search it is built on"
        )),
        nqueens::Error::JoinTooLarge { n, max } => Some(format!(
            "the join method counts n up to {max}, got {n}; use --method backtrack"
        )),
        nqueens::Error::JoinMemory {
            n,
            threads,
            need,
            budget,
        } => Some(format!(
            "the join method needs at least {need} bytes ({}) of memory for n = {n} on {threads} threads, over the budget of {}; raise --memory or use --method backtrack",
            nqueens::count::human_bytes(*need),
            nqueens::count::human_bytes(*budget)
        )),
        _ => None,
    }
}

/// A library's refusal of what was asked (an approach that cannot
/// trace, a board too wide for `levels`): the user's choice, exit 2.
fn is_refusal(e: &anyhow::Error) -> bool {
    matches!(
        e.downcast_ref::<nqueens::Error>(),
        Some(nqueens::Error::NotTraced { .. } | nqueens::Error::LevelsTooWide { .. })
    )
}

/// Writes `error: LINE` on stderr; false when it cannot be written.
pub fn write_error_line(line: &str) -> bool {
    let mut err = io::stderr().lock();
    writeln!(err, "error: {line}").and_then(|()| err.flush()).is_ok()
}

/// Whether the error is a write to a closed pipe.
pub fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain()
        .filter_map(|c| c.downcast_ref::<io::Error>())
        .any(|io| io.kind() == io::ErrorKind::BrokenPipe)
}

/// Reports a command-line parsing error as one line (help and version are
/// printed as clap prints them); `typed` is the command line clap parsed,
/// program name first, and `cli` makes the command it was parsed by
/// (taken as a function so that this module, below the arguments, does
/// not import them, and the command is built only for a missing argument).
pub fn clap_error(e: &clap::Error, typed: &[OsString], cli: fn() -> clap::Command) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // Printing help to a closed pipe is not worth a message.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            return ExitCode::from(2);
        }
        _ => {}
    }
    if write_error_line(&clap_message(e, typed, cli)) {
        ExitCode::from(2)
    } else {
        ExitCode::from(1)
    }
}

/// The help line of the missing argument (it names the allowed range),
/// found in the subcommand the user typed.
fn describe_missing(missing: &str, typed: &[OsString], cli: fn() -> clap::Command) -> String {
    let cli = cli();
    let Some(sub) = typed
        .iter()
        .skip(1)
        .filter_map(|a| a.to_str())
        .find_map(|a| cli.find_subcommand(a))
    else {
        return String::new();
    };
    sub.get_arguments()
        .find(|a| {
            let names = a.get_value_names().unwrap_or_default();
            names.iter().any(|v| missing.contains(&format!("<{v}>")))
        })
        .and_then(|a| a.get_help())
        .map(|h| format!(": {}", h.to_string().trim_end_matches('.').to_lowercase()))
        .unwrap_or_default()
}

fn clap_message(e: &clap::Error, typed: &[OsString], cli: fn() -> clap::Command) -> String {
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        _ => None,
    };
    if e.kind() == ErrorKind::InvalidValue
        && let (Some(arg), Some(value)) = (
            context(ContextKind::InvalidArg),
            context(ContextKind::InvalidValue),
        )
    {
        let allowed = context(ContextKind::ValidValue)
            .map(|v| format!("; possible values: {v}"))
            .unwrap_or_default();
        return if value.is_empty() {
            format!("{arg} needs a value{allowed}")
        } else {
            format!("invalid value {} for {arg}{allowed}", quote(&value))
        };
    }
    // A value our parser refused: the value, quoted short, and why; a long
    // or escaped value only once, when the reason quotes it already.
    if e.kind() == ErrorKind::ValueValidation
        && let (Some(arg), Some(value), Some(why)) = (
            context(ContextKind::InvalidArg),
            context(ContextKind::InvalidValue),
            std::error::Error::source(e),
        )
    {
        let quoted = quote(&value);
        let why = why.to_string();
        // Parsers quote the value, or the value trimmed.
        let in_why = why.contains(&quoted) || why.contains(&quote(value.trim()));
        return if quoted != format!("'{value}'") && in_why {
            format!("invalid value for '{arg}': {why}")
        } else {
            format!("invalid value {quoted} for '{arg}': {why}")
        };
    }
    if e.kind() == ErrorKind::MissingRequiredArgument
        && let Some(missing) = context(ContextKind::InvalidArg)
    {
        return format!("missing {missing}{}", describe_missing(&missing, typed, cli));
    }
    // Otherwise clap's own words, folded onto one line without the usage
    // and help hints.
    let rendered = e.render().to_string();
    let parts: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .collect();
    short_line(parts.join(" ").trim_start_matches("error: "))
}

/// clap's words as one short line: they quote the user's arguments
/// whole, so control characters are escaped and a long line is cut.
fn short_line(text: &str) -> String {
    const MAX_CHARS: usize = 200;
    let mut line = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == MAX_CHARS {
            line.push('…');
            break;
        }
        if c.is_control() {
            line.extend(c.escape_debug());
        } else {
            line.push(c);
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    fn message(args: &[&str]) -> String {
        let typed: Vec<std::ffi::OsString> = args.iter().map(Into::into).collect();
        let e = crate::args::Cli::try_parse_from(&typed).unwrap_err();
        super::clap_message(&e, &typed, <crate::args::Cli as clap::CommandFactory>::command)
    }

    #[test]
    fn clap_errors_are_one_short_line() {
        let long = "y".repeat(3000);
        // Each put the user's text in the line raw and whole (twice for a
        // refused value).
        for args in [
            vec!["queens", "subset-sum", "--target", &long, "1"],
            vec!["queens", "combination-sum", "--target", "x\u{1b}[2J"],
            vec!["queens", "solve", "8", "--format", "x\ny"],
            vec!["queens", &long],
            vec!["queens", "solve", "8", &long],
            vec!["queens", "count", "8", "--kernel", &format!("\n{long}\n")],
        ] {
            let m = message(&args);
            assert!(
                m.chars().count() <= 250 && !m.chars().any(char::is_control),
                "{m}"
            );
        }
        assert_eq!(
            message(&["queens", "sudoku", "solve", "--threads", "zz"]),
            "invalid value 'zz' for '--threads <T>': threads must be an integer from 1 to 1024, got zz"
        );
        assert_eq!(
            message(&["queens", "solve", "8", "--format", "x"]),
            "invalid value 'x' for --format <FORMAT>; possible values: text, leetcode, perm"
        );
    }
}
