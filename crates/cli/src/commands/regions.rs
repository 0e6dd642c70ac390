//! `queens regions solve|count|check|generate|rate|hint`: Queens with
//! regions (LinkedIn Queens) and Star Battle, a batch of puzzles at a
//! time, answered on all cores in input order.
//!
//! A bad puzzle stops the batch before any work: `error: line N: …`, exit
//! status 2 (the puzzles are small, so the whole input is read first).
//! Exit status 1 when `solve` met a puzzle without solution, `check` a
//! grid that breaks a rule, or `hint` a puzzle where no technique applies;
//! each of those still gets its own line, so the output keeps one answer
//! a puzzle.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use puzzles::regions::{self, Entry, Lang, Level, Regions, Stars};
use rayon::prelude::*;
use serde_json::json;

use crate::args::{
    HintLang, RegionsArgs, RegionsCommand, RegionsCountArgs, RegionsGenerateArgs, RegionsHintArgs,
    RegionsInput,
};
use crate::exit::usage;
use crate::input::read_all;
use crate::output::write_failed;

/// The most input read, and the longest line: a 62×62 map on one line is
/// under 4 KB, so these only stop what is not a batch of puzzles.
const MAX_INPUT: u64 = 16 << 20;
const MAX_LINE: u64 = 64 << 10;

pub fn run(args: &RegionsArgs) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(io::stdout().lock());
    let no = match &args.command {
        RegionsCommand::Solve(input) => solve(input, &mut out)?,
        RegionsCommand::Count(args) => count(args, &mut out)?,
        RegionsCommand::Check(input) => check(input, &mut out)?,
        RegionsCommand::Generate(args) => generate(args, &mut out)?,
        RegionsCommand::Rate(input) => rate(input, &mut out)?,
        RegionsCommand::Hint(args) => hint(args, &mut out)?,
    };
    out.flush().map_err(write_failed)?;
    Ok(if no { ExitCode::from(1) } else { ExitCode::SUCCESS })
}

fn read_text(input: &RegionsInput) -> anyhow::Result<String> {
    read_all(input.file.as_deref(), MAX_INPUT, MAX_LINE, "the input")
}

fn read(input: &RegionsInput) -> anyhow::Result<Vec<Entry>> {
    regions::parse(&read_text(input)?, input.stars).map_err(|e| usage(e.to_string()))
}

fn line(out: &mut impl Write, text: impl std::fmt::Display) -> anyhow::Result<()> {
    writeln!(out, "{text}").map_err(write_failed)
}

/// Each solution as the map with its stars; `no solution` in its place.
fn solve(input: &RegionsInput, out: &mut impl Write) -> anyhow::Result<bool> {
    let entries = read(input)?;
    let found: Vec<Option<Stars>> = entries.par_iter().map(|e| e.puzzle.solve()).collect();
    let mut none = false;
    for (i, (e, s)) in entries.iter().zip(&found).enumerate() {
        if s.is_none() {
            none = true;
            eprintln!("error: line {}: no solution", e.line);
        }
        if input.json {
            let rows = s.as_ref().map(|s| e.puzzle.rows_with(Some(s)));
            line(out, json!({ "line": e.line, "solution": rows }))?;
            continue;
        }
        if i > 0 {
            line(out, "")?;
        }
        match s {
            Some(s) => line(out, e.puzzle.rows_with(Some(s)).join("\n"))?,
            None => line(out, "no solution")?,
        }
    }
    Ok(none)
}

fn count(args: &RegionsCountArgs, out: &mut impl Write) -> anyhow::Result<bool> {
    let entries = read(&args.input)?;
    let limit = args.limit.unwrap_or(u64::MAX);
    let counts: Vec<u64> = entries.par_iter().map(|e| e.puzzle.count(limit)).collect();
    for (e, c) in entries.iter().zip(counts) {
        if args.input.json {
            line(out, json!({ "line": e.line, "count": c }))?;
        } else {
            line(out, c)?;
        }
    }
    Ok(false)
}

/// Pairs of blocks: a map, then the filled grid of stars over it.
fn check(input: &RegionsInput, out: &mut impl Write) -> anyhow::Result<bool> {
    let text = read_text(input)?;
    let blocks = regions::blocks(&text);
    if blocks.is_empty() {
        return Err(usage("no puzzle in the input"));
    }
    if blocks.len() % 2 == 1 {
        let last = &blocks[blocks.len() - 1];
        return Err(usage(format!(
            "line {}: check reads pairs, each map followed by its filled grid; this one has no grid after it",
            last.line
        )));
    }
    let mut broken = false;
    for pair in blocks.chunks(2) {
        let map = Regions::from_block(&pair[0], input.stars).map_err(|e| usage(e.to_string()))?;
        let stars = map.stars_from(&pair[1]).map_err(|e| usage(e.to_string()))?;
        let verdict = map.check(&stars);
        broken |= verdict.is_err();
        let at = pair[1].line;
        match (&verdict, input.json) {
            (Ok(()), false) => line(out, "ok")?,
            (Err(why), false) => line(out, format!("line {at}: {why}"))?,
            (Ok(()), true) => line(out, json!({ "line": at, "ok": true }))?,
            (Err(why), true) => line(out, json!({ "line": at, "ok": false, "why": why.to_string() }))?,
        }
    }
    Ok(broken)
}

/// Seeds tried for each puzzle asked for at a level before giving up:
/// the rarest level, easy, is a few in a hundred at sizes 8 to 10.
const TRIES_PER_PUZZLE: u64 = 2000;

fn generate(args: &RegionsGenerateArgs, out: &mut impl Write) -> anyhow::Result<bool> {
    let made = match args.level {
        None => {
            let seeds: Vec<u64> = (0..args.count).map(|i| args.seed.wrapping_add(i)).collect();
            made_from(args.size, &seeds)?
        }
        Some(want) => at_level(args, want.level())?,
    };
    for (seed, g) in made {
        if args.json {
            let level = regions::rate(&g.puzzle).level;
            line(
                out,
                json!({ "seed": seed, "size": args.size, "puzzle": g.puzzle.line(), "level": level.name() }),
            )?;
        } else {
            line(out, g.puzzle.line())?;
        }
    }
    Ok(false)
}

fn made_from(size: usize, seeds: &[u64]) -> anyhow::Result<Vec<(u64, regions::Generated)>> {
    seeds
        .par_iter()
        .map(|&seed| regions::generate(size, seed).map(|g| (seed, g)))
        .collect::<Result<_, _>>()
        .map_err(|e| usage(e.to_string()))
}

/// The first `count` puzzles at a level from seeds S, S + 1, …, made and
/// rated a chunk of seeds at a time on every core, kept in seed order.
fn at_level(args: &RegionsGenerateArgs, want: Level) -> anyhow::Result<Vec<(u64, regions::Generated)>> {
    const CHUNK: u64 = 64;
    let limit = args.count.saturating_mul(TRIES_PER_PUZZLE);
    let mut kept = vec![];
    let mut tried = 0;
    while (kept.len() as u64) < args.count {
        if tried >= limit {
            return Err(anyhow::anyhow!(
                "no more {} puzzles of size {} in {tried} seeds from {}: found {} of {}",
                want.name(),
                args.size,
                args.seed,
                kept.len(),
                args.count
            ));
        }
        let seeds: Vec<u64> = (tried..tried + CHUNK)
            .map(|i| args.seed.wrapping_add(i))
            .collect();
        tried += CHUNK;
        let rated: Vec<_> = made_from(args.size, &seeds)?
            .into_par_iter()
            .filter(|(_, g)| regions::rate(&g.puzzle).level == want)
            .collect();
        kept.extend(rated);
    }
    kept.truncate(args.count as usize);
    Ok(kept)
}

fn rate(input: &RegionsInput, out: &mut impl Write) -> anyhow::Result<bool> {
    let entries = read(input)?;
    let ratings: Vec<_> = entries.par_iter().map(|e| regions::rate(&e.puzzle)).collect();
    for (e, r) in entries.iter().zip(ratings) {
        let hardest = r.steps.iter().map(|d| d.technique).max();
        if input.json {
            line(
                out,
                json!({
                    "line": e.line,
                    "level": r.level as u8,
                    "name": r.level.name(),
                    "deductions": r.steps.len(),
                    "hardest": hardest.map(|t| t.name()),
                }),
            )?;
        } else if r.level == Level::Beyond {
            line(
                out,
                format!("beyond: the techniques stop after {} deductions", r.steps.len()),
            )?;
        } else {
            let hardest = hardest.map_or("none", |t| t.name());
            line(
                out,
                format!(
                    "{}: {} deductions, hardest {hardest}",
                    r.level.name(),
                    r.steps.len()
                ),
            )?;
        }
    }
    Ok(false)
}

fn hint(args: &RegionsHintArgs, out: &mut impl Write) -> anyhow::Result<bool> {
    let entries = read(&args.input)?;
    let lang = match args.lang {
        HintLang::En => Lang::En,
        HintLang::Vi => Lang::Vi,
    };
    let stop = match lang {
        Lang::En => "no deduction: the techniques here find none; from here it takes trial and error",
        Lang::Vi => "không còn suy luận: các kỹ thuật ở đây không tìm thêm được; từ đây phải thử và sai",
    };
    let mut stuck = false;
    for (i, e) in entries.iter().enumerate() {
        let (steps, done) = if args.all {
            let r = regions::rate(&e.puzzle);
            (r.steps, r.level != Level::Beyond)
        } else {
            (regions::hint(&e.puzzle, None).into_iter().collect(), false)
        };
        stuck |= steps.is_empty() || (args.all && !done);
        if args.input.json {
            let said: Vec<_> = steps
                .iter()
                .map(|d| json!({ "technique": d.technique.name(), "hint": d.say(lang) }))
                .collect();
            line(out, json!({ "line": e.line, "hints": said, "solved": done }))?;
            continue;
        }
        if args.all && i > 0 {
            line(out, "")?;
        }
        for (k, d) in steps.iter().enumerate() {
            if args.all {
                line(out, format!("{}. {}", k + 1, d.say(lang)))?;
            } else {
                line(out, d.say(lang))?;
            }
        }
        if steps.is_empty() || (args.all && !done) {
            line(out, stop)?;
        }
    }
    Ok(stuck)
}
