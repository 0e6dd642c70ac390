//! `queens merge`: add up the shard results of one count, after checking
//! that they are shards 0..K-1 of it, each exactly once.

use std::process::ExitCode;

use anyhow::Context;

use crate::args::MergeArgs;
use crate::commands::count::CountJson;
use crate::output::millis;
use crate::output::outln;
use crate::shard_file;

pub fn run(args: &MergeArgs) -> anyhow::Result<ExitCode> {
    let mut inputs = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {name}"))?;
        let result = shard_file::from_json(&text).with_context(|| name.clone())?;
        inputs.push((name, result));
    }
    let merged = nqueens::merge(&inputs)?;
    let unique = merged.classes.map(|c| c.unique());
    if args.json {
        let json = CountJson {
            n: merged.n,
            total: merged.total,
            unique,
            elapsed_ms: millis(merged.elapsed),
            kernel: None,
            units: None,
            nodes: None,
            threads: None,
        };
        outln!("{}", serde_json::to_string(&json)?)?;
    } else if args.unique {
        let unique = unique.context("the shards were counted without symmetry: they have no unique count")?;
        outln!("{unique}")?;
    } else {
        outln!("{}", merged.total)?;
    }
    Ok(ExitCode::SUCCESS)
}
