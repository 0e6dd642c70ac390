//! `queens merge`: add up the shard results of one count, after checking
//! that they are shards 0..K-1 of it, each exactly once.

use std::process::ExitCode;

use anyhow::Context;

use crate::args::MergeArgs;
use crate::commands::count::CountJson;
use crate::exit::usage;
use crate::input::read_capped;
use crate::output::millis;
use crate::output::outln;
use crate::shard_file;

/// The largest shard result `merge` reads, in bytes (one is about 300).
pub const MAX_SHARD_FILE: u64 = 1 << 20;

/// The longest line of a shard result, in bytes.
pub const MAX_SHARD_LINE: u64 = 64 << 10;

pub fn run(args: &MergeArgs) -> anyhow::Result<ExitCode> {
    let mut inputs = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let name = path.display().to_string();
        let file = std::fs::File::open(path).with_context(|| format!("cannot read {name}"))?;
        let text = read_capped(
            std::io::BufReader::new(file),
            MAX_SHARD_FILE,
            MAX_SHARD_LINE,
            &name,
        )
        .with_context(|| name.clone())?;
        let result = shard_file::from_json(&text).with_context(|| name.clone())?;
        inputs.push((name, result));
    }
    let merged = nqueens::merge(&inputs).map_err(|e| match e {
        // Sums that do not fit: the input is malformed.
        nqueens::MergeError::Overflow { .. } => usage(e.to_string()),
        e => e.into(),
    })?;
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
