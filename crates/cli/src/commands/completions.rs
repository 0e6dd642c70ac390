//! `queens completions SHELL`: the shell's completion script, made by
//! clap_complete from the same definition the parser uses.

use std::process::ExitCode;

use clap::CommandFactory;

use crate::args::{Cli, CompletionsArgs};
use crate::output::write_stdout;

pub fn run(args: &CompletionsArgs) -> anyhow::Result<ExitCode> {
    // Made in memory first: clap_complete panics when its writer fails,
    // and a closed pipe must end quietly.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "queens", &mut script);
    write_stdout(&script)?;
    Ok(ExitCode::SUCCESS)
}
