//! Exit statuses and one-line error reports: the policy, in one place.
//!
//! | status | when |
//! |---|---|
//! | 0 | done, or the output was a closed pipe (`queens solve 16 \| head`) |
//! | 1 | the answer is "no" (not a solution, no solution exists), or a run failed: a write error, a full disk, a checkpoint another count holds |
//! | 2 | bad usage or malformed input: a value out of range, a missing, unreadable or directory input file, invalid UTF-8, an over-long line, a damaged or mismatched checkpoint or shard file |
//! | 130, 143 | a checkpointed count stopped by Ctrl-C or SIGTERM |
//!
//! Commands return [`UsageError`] (through [`usage`]) for every case of
//! status 2; readers in [`crate::input`] turn every failure to read input
//! into one. Everything else is 1. Every error is one `error:` line;
//! quotes of the offending input are at most
//! [`QUOTE_CHARS`](crate::output::QUOTE_CHARS) characters, escaped.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::error::{ContextKind, ContextValue, ErrorKind};

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

/// Prints an error as one line and picks the exit status: 0 for a closed
/// pipe (nothing is printed), 2 for a usage error, 1 otherwise, and 1 when
/// the error line itself cannot be written.
pub fn report(e: &anyhow::Error) -> ExitCode {
    if is_broken_pipe(e) {
        return ExitCode::SUCCESS;
    }
    let line = format!("{e:#}").replace('\n', " ");
    if !write_error_line(&line) {
        return ExitCode::from(1);
    }
    if e.downcast_ref::<UsageError>().is_some() {
        ExitCode::from(2)
    } else {
        ExitCode::from(1)
    }
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
/// printed as clap prints them).
pub fn clap_error(e: &clap::Error) -> ExitCode {
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
    if write_error_line(&clap_message(e)) {
        ExitCode::from(2)
    } else {
        ExitCode::from(1)
    }
}

/// The help line of the missing argument (it names the allowed range),
/// found in the subcommand the user typed.
fn describe_missing(missing: &str) -> String {
    use clap::CommandFactory;
    let cli = crate::args::Cli::command();
    let typed: Vec<String> = std::env::args().skip(1).collect();
    let Some(sub) = typed.iter().find_map(|a| cli.find_subcommand(a)) else {
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

fn clap_message(e: &clap::Error) -> String {
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
            format!(
                "invalid value {} for {arg}{allowed}",
                engine::lines::quote(&value)
            )
        };
    }
    if e.kind() == ErrorKind::MissingRequiredArgument
        && let Some(missing) = context(ContextKind::InvalidArg)
    {
        return format!("missing {missing}{}", describe_missing(&missing));
    }
    // Otherwise clap's own words, folded onto one line without the usage
    // and help hints.
    let rendered = e.render().to_string();
    let parts: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Usage:") && !l.starts_with("For more information"))
        .collect();
    let line = parts.join(" ").trim_start_matches("error: ").to_string();
    // The value typed is quoted by clap, and often again by the parser's
    // message: a long or unprintable one is shortened and escaped, each
    // time (`invalid value "xxx…"… for …`).
    match context(ContextKind::InvalidValue) {
        Some(value) if engine::lines::shown(&value) != value => {
            let shown = engine::lines::shown(&value);
            line.replace(&format!("'{value}'"), &shown)
                .replace(&value, &shown)
        }
        _ => line,
    }
}
