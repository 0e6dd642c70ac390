//! `queens verify`: re-count the units that checkpoints and shard files
//! record, with the library's independent recount, and name every unit
//! whose recorded subtotal differs.

use std::process::ExitCode;

use nqueens::count::{Recorded, RecordsError, Sample, UnitCount, Verification};
use serde::Serialize;

use crate::args::VerifyArgs;
use crate::exit::usage;
use crate::output::{errln, outln};
use crate::progress::Progress;

#[derive(Serialize)]
struct FileJson {
    file: String,
    n: usize,
    method: &'static str,
    split: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    shard: Option<String>,
    recorded: usize,
    checked: usize,
    agreed: usize,
    disagreed: usize,
    total: u128,
    units_checked: Vec<usize>,
}

#[derive(Serialize)]
struct CountsJson {
    solutions: u64,
    all: u64,
    rot90: u64,
    rot180: u64,
}

impl From<&UnitCount> for CountsJson {
    fn from(c: &UnitCount) -> CountsJson {
        CountsJson {
            solutions: c.solutions,
            all: c.fixed_by_all,
            rot90: c.fixed_by_rot90,
            rot180: c.fixed_by_rot180,
        }
    }
}

#[derive(Serialize)]
struct DisagreementJson {
    file: String,
    unit: usize,
    label: String,
    by: Option<String>,
    recorded: CountsJson,
    recounted: CountsJson,
}

#[derive(Serialize)]
struct VerifyJson {
    files: Vec<FileJson>,
    checked: usize,
    agreed: usize,
    disagreed: usize,
    total: u128,
    recounted_by: &'static str,
    disagreements: Vec<DisagreementJson>,
}

pub fn run(args: &VerifyArgs) -> anyhow::Result<ExitCode> {
    let threads = args.threads.unwrap_or(0);
    let sample = args.sample.unwrap_or(Sample::All);
    // Every file is read before any is re-counted: an unreadable one is
    // exit 2 at once, not after an hour of work. Each is then read again
    // when its turn comes, so that one plan is held at a time: the memory
    // does not grow with the number of files (a plan can be large, and a
    // file that asks for it is a few bytes).
    // A file that cannot be read as a count's records is exit 2; one
    // whose stated figures disagree with its records is a disagreement,
    // exit 1, as a unit whose recount differs.
    // A checkpoint of many units is read again to pick its sample, and
    // fails as when it was loaded (should it have changed since); the
    // recount's own failure is the library's.
    let failed = |path: &std::path::Path, e: RecordsError| match e {
        RecordsError::Count(e) => anyhow::Error::from(e),
        e if e.disagrees() => anyhow::anyhow!("{}: {e}", path.display()),
        e => usage(format!("{}: {e}", path.display())),
    };
    let load = |path: &std::path::Path| Recorded::load(path, threads).map_err(|e| failed(path, e));
    if args.files.len() > 1 {
        for path in &args.files {
            drop(load(path)?);
        }
    }
    let mut out = VerifyJson {
        files: Vec::new(),
        checked: 0,
        agreed: 0,
        disagreed: 0,
        total: 0,
        recounted_by: nqueens::count::RECOUNT,
        disagreements: Vec::new(),
    };
    for path in &args.files {
        let name = &path.display().to_string();
        let recorded = &load(path)?;
        if let Some(line) = recorded.dropped_line {
            errln!("{name}: its last line (line {line}) is torn, and left out")?;
        }
        let picked = recorded.pick(sample, args.seed).map_err(|e| failed(path, e))?;
        let progress = Progress::new(args.progress, picked.len() as u64, 0, &format!("verify {name}"));
        let v: Verification = recorded
            .recount(&picked, &|| progress.inc())
            .map_err(|e| failed(path, e))?;
        drop(picked);
        progress.finish();
        let counter = &recorded.counter;
        out.checked += v.checked;
        out.agreed += v.agreed;
        out.disagreed += v.disagreed.len();
        // The files' totals are of independent counts: their sum is
        // shown, and checked, as every sum of recorded figures is.
        out.total = out
            .total
            .checked_add(v.total)
            .ok_or_else(|| anyhow::anyhow!("{name}: the files' totals add up to more than 2^128"))?;
        out.files.push(FileJson {
            file: name.clone(),
            n: counter.n(),
            method: counter.method().name(),
            split: counter.split_name(),
            shard: recorded.shard.map(|s| s.to_string()),
            recorded: v.recorded,
            checked: v.checked,
            agreed: v.agreed,
            disagreed: v.disagreed.len(),
            total: v.total,
            units_checked: v.units.clone(),
        });
        out.disagreements
            .extend(v.disagreed.iter().map(|d| DisagreementJson {
                file: name.clone(),
                unit: d.record.unit,
                label: d.record.label.clone(),
                by: d.record.by.clone(),
                recorded: (&d.record.count).into(),
                recounted: (&d.recounted).into(),
            }));
    }
    if args.json {
        outln!("{}", serde_json::to_string(&out)?)?;
    } else {
        for f in &out.files {
            let shard = f.shard.as_ref().map_or(String::new(), |s| format!(", shard {s}"));
            let verdict = match f.disagreed {
                0 => "all agree".to_string(),
                1 => "1 disagrees".to_string(),
                k => format!("{k} disagree"),
            };
            outln!(
                "{}: n={} {} ({}{shard}): {} units recorded, {} re-counted: {verdict}",
                f.file,
                f.n,
                f.method,
                f.split,
                f.recorded,
                f.checked
            )?;
        }
        for d in &out.disagreements {
            outln!(
                "disagrees: {} unit {} ({}, counted by {}): recorded {}, re-counted {}",
                d.file,
                d.unit,
                d.label,
                d.by.as_deref().unwrap_or("an unrecorded counter"),
                counts(&d.recorded),
                counts(&d.recounted)
            )?;
        }
        outln!(
            "checked {} units: {} agree, {} disagree; the independent total of the units checked is {}",
            out.checked,
            out.agreed,
            out.disagreed,
            out.total
        )?;
    }
    Ok(if out.disagreed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn counts(c: &CountsJson) -> String {
    format!(
        "solutions={} all={} rot90={} rot180={}",
        c.solutions, c.all, c.rot90, c.rot180
    )
}
