//! `queens merge`: add up the shard results of one count, after checking
//! that they are shards 0..K-1 of it, each exactly once.

use std::process::ExitCode;

use crate::args::MergeArgs;
use crate::commands::count::CountJson;
use crate::exit::usage;
use crate::input::read_capped;
use crate::output::millis;
use crate::output::outln;

/// The largest shard result `merge` reads, in bytes (as `verify`).
pub const MAX_SHARD_FILE: u64 = nqueens::count::MAX_SHARD_FILE;

/// The longest line of a shard result, in bytes: it is one line.
pub const MAX_SHARD_LINE: u64 = MAX_SHARD_FILE;

pub fn run(args: &MergeArgs) -> anyhow::Result<ExitCode> {
    let mut inputs = Vec::with_capacity(args.files.len());
    for path in &args.files {
        let name = path.display().to_string();
        // A file that cannot be opened or read, or is not a shard result,
        // is the input's fault (exit 2).
        let file = std::fs::File::open(path).map_err(|e| usage(format!("cannot read {name}: {e}")))?;
        let text = read_capped(
            std::io::BufReader::new(file),
            MAX_SHARD_FILE,
            MAX_SHARD_LINE,
            "the file",
        )
        .map_err(|e| usage(format!("{name}: {e:#}")))?;
        let result =
            nqueens::count::ShardResult::from_json(&text).map_err(|e| usage(format!("{name}: {e}")))?;
        inputs.push((name, result));
    }
    // Shards whose figures do not add up are a disagreement, exit 1 as
    // `verify`'s; files that are not one count's shards are the input's
    // fault, exit 2.
    let merged = nqueens::count::merge(&inputs).map_err(|e| {
        if e.disagrees() {
            anyhow::Error::new(e)
        } else {
            usage(e.to_string())
        }
    })?;
    let unique = merged.classes.map(|c| c.unique());
    if args.json {
        let json = CountJson {
            n: merged.n,
            total: merged.total,
            unique,
            elapsed_ms: millis(merged.elapsed),
            kernel: None,
            method: None,
            adapter: None,
            gpu_failure: None,
            stats: None,
        };
        outln!("{}", serde_json::to_string(&json)?)?;
    } else if args.unique {
        let unique = unique
            .ok_or_else(|| usage("the shards were counted without symmetry: they have no unique count"))?;
        outln!("{unique}")?;
    } else {
        outln!("{}", merged.total)?;
    }
    Ok(ExitCode::SUCCESS)
}
