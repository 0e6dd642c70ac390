//! `queens classes`: unique solutions split by the symmetry they have.

use std::process::ExitCode;

use serde::Serialize;

use crate::args::ClassesArgs;
use crate::output::outln;

#[derive(Serialize)]
struct ClassesJson {
    n: usize,
    /// Only the 1×1 board has a class fixed by every symmetry.
    #[serde(skip_serializing_if = "is_zero")]
    all: u128,
    rot90: u128,
    rot180: u128,
    none: u128,
    unique: u128,
    total: u128,
}

fn is_zero(v: &u128) -> bool {
    *v == 0
}

pub fn run(args: &ClassesArgs) -> anyhow::Result<ExitCode> {
    let c = nqueens::census(args.n)?;
    if args.json {
        let json = ClassesJson {
            n: c.n,
            all: c.full,
            rot90: c.rot90,
            rot180: c.rot180,
            none: c.none,
            unique: c.unique(),
            total: c.total(),
        };
        outln!("{}", serde_json::to_string(&json)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut rows = vec![];
    if c.full > 0 {
        rows.push(("all 8 symmetries (1x1)", c.full, 1));
    }
    rows.extend([
        ("quarter turn (rot90)", c.rot90, 2),
        ("half turn only (rot180)", c.rot180, 4),
        ("none", c.none, 8),
    ]);
    let w = c.total().to_string().len().max(7);
    outln!("n = {}", c.n)?;
    outln!("{:<24} {:>w$} {:>5} {:>w$}", "symmetry", "classes", "x", "boards")?;
    for (name, classes, each) in rows {
        outln!("{name:<24} {classes:>w$} {each:>5} {:>w$}", classes * each)?;
    }
    outln!(
        "{:<24} {:>w$} {:>5} {:>w$}",
        "unique, total",
        c.unique(),
        "",
        c.total()
    )?;
    Ok(ExitCode::SUCCESS)
}
