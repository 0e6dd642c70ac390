//! The approach "deductions": the human techniques of
//! `puzzles::regions::rate`, one named step at a time, on the library's
//! [`Worksheet`] walked as `rate` walks it, until solved or stuck.
//!
//! Its events, besides the generic `place` and `solution`:
//!
//! - `deduce`: a deduction. `reason` is the technique (`single`,
//!   `confined`, `emptying`, `k-confined`, as `queens regions rate` names
//!   them), `place` the queens it places and `cross` the cells it crosses
//!   out (`{row, col}`), `from` and `into` the units it reasons from and
//!   about (`{row}`, `{col}` or `{region}`, from 0), and `say` its reason
//!   in the library's words, `{en, vi}`, rows and columns numbered from 0
//!   as on the page's board;
//! - `place`, one a queen the deduction places (after it), with
//!   `crossed`, the cells it crosses out (its neighbours, the rest of its
//!   row, column and region);
//! - `dead_end`, where no technique applies (`reason` `stuck`: only a
//!   guess goes on) or a unit has too few cells left (`contradiction`).

use engine::{Limits, Outcome};
use puzzles::regions::{Deduction, Lang, Regions, Unit, Worksheet};
use serde_json::{Value, json};

use super::super::{JsonEvents, Trace, TraceError, TraceStats};

/// The approach's name.
pub(super) const ALGO: &str = "deductions";

/// Its listing (Rust alone: the techniques are the library's).
pub(super) const LISTING: &str = include_str!("../../../assets/code/deductions.rs");

/// What it does, in a line.
pub(super) const SUMMARY: &str = "solve as a person does, without guessing: each step is the easiest technique \
                                  that finds something (a single; a region confined to a line; a cell whose \
                                  queen would empty a region; k regions confined to k lines), until solved \
                                  or stuck";

fn cell((row, col): (usize, usize)) -> Value {
    json!({ "row": row, "col": col })
}

fn unit(u: &Unit) -> Value {
    match *u {
        Unit::Row(i) => json!({ "row": i }),
        Unit::Col(i) => json!({ "col": i }),
        Unit::Reg(g) => json!({ "region": g }),
    }
}

fn deduce(d: &Deduction) -> Value {
    json!({
        "event": "deduce",
        "reason": d.technique.name(),
        "level": d.technique.level(),
        "place": d.place.iter().copied().map(cell).collect::<Vec<_>>(),
        "cross": d.cross.iter().copied().map(cell).collect::<Vec<_>>(),
        "from": d.from_units().iter().map(unit).collect::<Vec<_>>(),
        "into": d.into_units().iter().map(unit).collect::<Vec<_>>(),
        // Numbered from 0, as the page's board is.
        "say": { "en": d.say_from(Lang::En, 0), "vi": d.say_from(Lang::Vi, 0) },
    })
}

/// The steps, whole: a few per queen, so never long.
pub(super) fn steps(puzzle: &Regions) -> Vec<Value> {
    let n = puzzle.size();
    let mut sheet = Worksheet::new(puzzle);
    let mut events = Vec::new();
    loop {
        if sheet.solved() {
            events.push(json!({ "event": "solution", "stars": sheet.stars().cells().len() }));
            break;
        }
        if sheet.stuck() {
            events.push(json!({ "event": "dead_end", "reason": "contradiction" }));
            break;
        }
        let Some(d) = sheet.next() else {
            events.push(json!({ "event": "dead_end", "reason": "stuck" }));
            break;
        };
        events.push(deduce(&d));
        for &(row, col) in &d.place {
            // The cells it crosses out: open before, closed after.
            let before: Vec<(usize, usize)> = (0..n)
                .flat_map(|r| (0..n).map(move |c| (r, c)))
                .filter(|&(r, c)| sheet.is_open(r, c) && (r, c) != (row, col))
                .collect();
            sheet.place(row, col);
            let crossed: Vec<Value> = before
                .into_iter()
                .filter(|&(r, c)| !sheet.is_open(r, c))
                .map(cell)
                .collect();
            events.push(json!({
                "event": "place",
                "row": row,
                "col": col,
                "region": puzzle.region(row, col),
                "stars": sheet.stars().cells().len(),
                "crossed": crossed,
            }));
        }
        for &(row, col) in &d.cross {
            sheet.cross(row, col);
        }
    }
    events
}

/// The trace: the steps numbered from 1, cut at the limit's steps as the
/// engine cuts a search (a `cut` event, outcome `max-steps`); `input`
/// says `deductions: true`.
pub(super) fn trace(puzzle: &Regions, limits: &Limits, mut input: Value) -> Result<Trace, TraceError> {
    // The reasons name regions by their symbols: the drawer shows them.
    input["deductions"] = json!(true);
    let all = steps(puzzle);
    let most = limits.max_steps.map_or(all.len(), |m| m.min(all.len() as u64) as usize);
    let mut events = JsonEvents::new();
    let mut stats = TraceStats {
        steps: 0,
        nodes: Some(0),
        candidates: None,
        checks: None,
        dead_ends: Some(0),
        solutions: 0,
    };
    for (i, step) in all.iter().take(most).enumerate() {
        let mut step = step.clone();
        let kind = step["event"].as_str().unwrap_or_default().to_owned();
        match kind.as_str() {
            "place" => *stats.nodes.get_or_insert(0) += 1,
            "dead_end" => *stats.dead_ends.get_or_insert(0) += 1,
            "solution" => stats.solutions += 1,
            _ => {}
        }
        // `step` first, as the engine writes it.
        let mut numbered = serde_json::Map::new();
        numbered.insert("step".into(), json!(i + 1));
        numbered.append(step.as_object_mut().expect("an event is an object"));
        events.push(&Value::Object(numbered));
        stats.steps += 1;
    }
    let outcome = if most < all.len() {
        events.push(&json!({ "step": most + 1, "event": "cut", "reason": "max-steps", "steps": most }));
        Outcome::StepLimit
    } else {
        Outcome::Finished
    };
    Ok(Trace {
        events_json: events.finish(),
        outcome,
        stats,
        input,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Listing;
    use puzzles::regions::{hint, rate};

    const EASY: &str = "ABBBB/AAAAA/ACCDC/CCCCC/CCCEE";

    fn deduced(events: &[Value]) -> Vec<&Value> {
        events.iter().filter(|e| e["event"] == "deduce").collect()
    }

    /// An easy map is solved to the end, one `place` a queen, and the
    /// queens placed are the map's answer.
    #[test]
    fn an_easy_map_is_deduced_to_its_answer() {
        let p = Regions::parse_one(EASY, 1).unwrap();
        let events = steps(&p);
        assert_eq!(events.last().unwrap()["event"], "solution");
        let queens: Vec<(usize, usize)> = events
            .iter()
            .filter(|e| e["event"] == "place")
            .map(|e| (e["row"].as_u64().unwrap() as usize, e["col"].as_u64().unwrap() as usize))
            .collect();
        assert_eq!(queens.len(), 5);
        let mut sorted = queens.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, p.solve().unwrap().cells());
        assert!(deduced(&events).iter().all(|e| e["reason"] == "single"));
    }

    /// Each `deduce` is the library's deduction for the grid as it
    /// stands (`rate`'s steps, the first of them `hint`'s from the empty
    /// grid), named and said in its words in both languages; a map no
    /// technique finishes ends stuck, and every step lights lines.
    #[test]
    fn every_step_is_the_librarys_deduction() {
        let listing = Listing::parse(LISTING);
        for map in [
            EASY,
            "AAAAAA/ACCCCA/ABBBCE/ABBCCE/ADBBCE/ADDFFF",
            "DDHHHHHH/DAAABEEH/DDBBBEHH/DBBCBEHH/DCCCBEHH/DDDFFGGH/DFDFGGGH/FFFFGGGH",
            "AAABCD/AAABCD/BBBBCD/BBECCD/FEECCD/FFEECC",
        ] {
            let p = Regions::parse_one(map, 1).unwrap();
            let events = steps(&p);
            let rating = rate(&p);
            let deductions = deduced(&events);
            assert_eq!(deductions.len(), rating.steps.len(), "{map}");
            assert_eq!(*deductions[0], deduce(&hint(&p, None).unwrap()), "{map}");
            for (e, d) in deductions.iter().zip(&rating.steps) {
                assert_eq!(e["reason"], d.technique.name(), "{map}");
                assert_eq!(e["say"]["en"], d.say_from(Lang::En, 0), "{map}");
                assert_eq!(e["say"]["vi"], d.say_from(Lang::Vi, 0), "{map}");
                assert_eq!(e["place"].as_array().unwrap().len(), d.place.len(), "{map}");
                assert_eq!(e["cross"].as_array().unwrap().len(), d.cross.len(), "{map}");
            }
            // Until a cell is crossed out by a deduction (which `hint`,
            // given only the queens, does not know of), each step is
            // `hint`'s from the queens placed before it.
            let n = p.size();
            let mut queens = puzzles::regions::Stars(vec![0; n]);
            for e in &events {
                match e["event"].as_str().unwrap() {
                    "place" => queens.0[e["row"].as_u64().unwrap() as usize] |= 1 << e["col"].as_u64().unwrap(),
                    "deduce" => {
                        assert_eq!(*e, deduce(&hint(&p, Some(&queens)).unwrap()), "{map}");
                        if !e["cross"].as_array().unwrap().is_empty() {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            let last = events.last().unwrap();
            match rating.level {
                puzzles::regions::Level::Beyond => {
                    assert_eq!((&last["event"], &last["reason"]), (&json!("dead_end"), &json!("stuck")), "{map}")
                }
                _ => assert_eq!(last["event"], "solution", "{map}"),
            }
            for e in &events {
                let kind = e["event"].as_str().unwrap();
                let reason = e["reason"].as_str();
                assert!(!listing.lines_run(kind, reason).is_empty(), "{map}: {kind} {reason:?}");
            }
        }
    }

    /// A map with no answer ends in a dead end, said as such.
    #[test]
    fn a_map_with_no_answer_ends_in_a_dead_end() {
        let p = Regions::parse_one("AB/BA", 1).unwrap();
        let events = steps(&p);
        let last = events.last().unwrap();
        assert_eq!(last["event"], "dead_end", "{events:?}");
        assert!(events.iter().all(|e| e["event"] != "solution"));
    }

    /// A trace cut short ends with the engine's `cut`, its steps numbered.
    #[test]
    fn a_short_trace_is_cut() {
        let p = Regions::parse_one(EASY, 1).unwrap();
        let trace = super::trace(&p, &Limits::max_steps(3), json!({})).unwrap();
        assert_eq!(trace.outcome, Outcome::StepLimit);
        let events: Vec<Value> = serde_json::from_str(&trace.events_json).unwrap();
        assert_eq!(events.len(), 4);
        assert_eq!(events[0]["step"], 1);
        assert_eq!(events[3], json!({"step": 4, "event": "cut", "reason": "max-steps", "steps": 3}));
        let whole = super::trace(&p, &Limits::none(), json!({})).unwrap();
        assert_eq!((whole.outcome, whole.stats.solutions, whole.stats.nodes), (Outcome::Finished, 1, Some(5)));
    }
}
