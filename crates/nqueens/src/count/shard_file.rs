//! The JSON form of one shard's result, `queens-shard-v2`: written by
//! `queens count --shard`, read by `queens merge`. `crc32c` is
//! [`checksum`] of the JSON without it (fields in order, no spaces) and the
//! fingerprint; a v1 file is refused.
//!
//! ```json
//! {"format":"queens-shard-v2","n":16,"shard":3,"shards":8,"split":"rows-v1/sym/split2",
//!  "scheme":"mix-rr-v1","fingerprint":"f094fce9f818cce8","units":242,"plan_units":1938,
//!  "total":1455180,"unique":181954,"classes":{"all":0,"rot90":16,"rot180":89,"none":181849},
//!  "elapsed_ms":271.277,
//!  "records":[{"unit":82,"label":"corner2+12+14","solutions":135,"nodes":0,"all":0,"rot90":0,"rot180":0,
//!              "by":"backtrack/avx512"},…],"crc32c":"…"}
//! ```
//!
//! `records` holds each unit the shard counted, as a checkpoint line does
//! (see [`crate::count::Checkpoint`]), for `queens verify`; files written before
//! it was added have none, and still merge.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use textguard::{QUOTE_CHARS, shown};

use crate::count::seal::checksum;
use crate::count::shard::{Shard, ShardResult};
use crate::count::unit_count::{UnitCount, UnitRecord};
use crate::symmetry::Classes;

/// Why a text is not a shard result this version reads; the message
/// names what is wrong, not the file.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ShardFileError {
    /// The text is no shard result's JSON: serde's words, escaped and cut.
    #[error("not a shard result ({0})")]
    NotJson(String),
    /// A shard result of another format version.
    #[error(
        "a shard result of format {}, but this queens reads {FORMAT} (with a checksum); count the shard again",
        shown(.0)
    )]
    Format(String),
    /// Its shard is no `I/K`.
    #[error("{0}")]
    Shard(crate::count::BadShard),
    /// Its classes overflow when added up.
    #[error("its classes overflow when added up (field classes)")]
    ClassesOverflow,
    /// Its classes add up to another number of unique solutions than it states.
    #[error("its classes add up to {classes} unique solutions, but its unique is {unique}")]
    Unique {
        /// The unique solutions its classes add up to.
        classes: u128,
        /// The unique solutions it states.
        unique: u128,
    },
    /// More unique solutions than solutions.
    #[error("its classes claim {unique} unique solutions, more than its total {total}")]
    MoreUnique {
        /// The unique solutions its classes add up to.
        unique: u128,
        /// Its total.
        total: u128,
    },
    /// More boards fixed by a quarter turn than by a half turn.
    #[error(
        "it has {quarter_turn} boards fixed by a quarter turn but {half_turn} by a half turn, which fixes every one of them"
    )]
    Fixed {
        /// Boards a quarter turn fixes.
        quarter_turn: u128,
        /// Boards a half turn fixes.
        half_turn: u128,
    },
    /// A time that is no run's.
    #[error("elapsed_ms must be a time from 0 to {MAX_ELAPSED_MS} ms (about a century), got {0}")]
    Elapsed(f64),
    /// A time that is no [`Duration`].
    #[error("elapsed_ms must be a time, got {0}")]
    NotATime(f64),
    /// It has no checksum.
    #[error("it has no checksum (crc32c)")]
    NoChecksum,
    /// Its checksum is not its content's.
    #[error(
        "checksum mismatch: the file says crc32c {}, its content has {has} (it was edited or damaged)",
        shown(.said)
    )]
    Checksum {
        /// The checksum it states.
        said: String,
        /// Its content's.
        has: String,
    },
}

/// A duration in ms, rounded to the µs.
fn millis(d: Duration) -> f64 {
    (d.as_secs_f64() * 1e6).round() / 1e3
}

/// The longest time a shard result may claim, in ms (100 years): a longer
/// one is not of a real run, and adding such times up could overflow.
const MAX_ELAPSED_MS: f64 = 100.0 * 365.25 * 86_400_000.0;

/// The format tag of the files this version writes and reads.
const FORMAT: &str = "queens-shard-v2";

#[derive(Debug, Serialize, Deserialize)]
struct ShardFile {
    format: String,
    n: usize,
    shard: usize,
    shards: usize,
    split: String,
    scheme: String,
    fingerprint: String,
    units: usize,
    plan_units: usize,
    total: u128,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    unique: Option<u128>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    classes: Option<ClassesJson>,
    /// The join's boards fixed by a quarter and a half turn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    fixed: Option<FixedJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    nodes: Option<u128>,
    elapsed_ms: f64,
    /// Each unit's result and who counted it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    records: Option<Vec<RecordJson>>,
    /// [`checksum`] of the file's JSON without this field, and
    /// the fingerprint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    crc32c: Option<String>,
}

impl ShardFile {
    /// The checksum of the file's content (without its `crc32c`).
    fn checksum(&mut self) -> String {
        let crc = self.crc32c.take();
        let json = to_string(&*self);
        self.crc32c = crc;
        checksum(&json, &self.fingerprint)
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct RecordJson {
    unit: usize,
    label: String,
    solutions: u64,
    nodes: u64,
    all: u64,
    rot90: u64,
    rot180: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    by: Option<String>,
}

#[derive(Debug, Serialize, Deserialize)]
struct ClassesJson {
    all: u128,
    rot90: u128,
    rot180: u128,
    none: u128,
}

#[derive(Debug, Serialize, Deserialize)]
struct FixedJson {
    quarter_turn: u128,
    half_turn: u128,
}

/// serde_json writes this struct without fail: plain fields, string keys.
fn to_string(file: &ShardFile) -> String {
    serde_json::to_string(file).expect("a shard file serializes")
}

impl ShardResult {
    /// The result as one line of JSON, `queens-shard-v2` with its checksum.
    pub fn to_json(&self) -> String {
        to_json(self)
    }

    /// Reads a result written by [`ShardResult::to_json`]; errors name what
    /// is wrong, not the file.
    pub fn from_json(text: &str) -> Result<ShardResult, ShardFileError> {
        from_json(text)
    }
}

fn to_json(r: &ShardResult) -> String {
    let file = ShardFile {
        format: FORMAT.into(),
        n: r.n,
        shard: r.shard.index(),
        shards: r.shard.count(),
        split: r.split.clone(),
        scheme: r.scheme.clone(),
        fingerprint: r.fingerprint.clone(),
        units: r.units,
        plan_units: r.plan_units,
        total: r.total,
        unique: r.classes.map(|c| c.unique()),
        classes: r.classes.map(|c| ClassesJson {
            all: c.full,
            rot90: c.rot90,
            rot180: c.rot180,
            none: c.none,
        }),
        fixed: r.fixed.map(|[q, h]| FixedJson {
            quarter_turn: q,
            half_turn: h,
        }),
        nodes: r.nodes,
        elapsed_ms: millis(r.elapsed),
        records: r.records.as_ref().map(|records| {
            records
                .iter()
                .map(|u| RecordJson {
                    unit: u.unit,
                    label: u.label.clone(),
                    solutions: u.count.solutions,
                    nodes: u.count.nodes,
                    all: u.count.fixed_by_all,
                    rot90: u.count.fixed_by_rot90,
                    rot180: u.count.fixed_by_rot180,
                    by: u.by.clone(),
                })
                .collect()
        }),
        crc32c: None,
    };
    let mut file = file;
    file.crc32c = Some(file.checksum());
    to_string(&file)
}

/// serde_json's message, its own words cut short: it quotes a value of
/// the wrong type whole (`invalid type: string "…"`, a megabyte of it).
fn json_error(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let place = format!(" at line {} column {}", e.line(), e.column());
    let words = message.strip_suffix(&place).unwrap_or(&message);
    let words = match words.char_indices().nth(QUOTE_CHARS) {
        Some((at, _)) => format!("{}…", &words[..at]),
        None => words.to_string(),
    };
    // It quotes names and values from the file as they are: escaped, a
    // control character cannot reach the terminal.
    let words: String = words
        .chars()
        .flat_map(|c| {
            let escaped: Vec<char> = if c.is_control() {
                c.escape_default().collect()
            } else {
                vec![c]
            };
            escaped
        })
        .collect();
    if e.line() == 0 {
        words
    } else {
        format!("{words}{place}")
    }
}

fn from_json(text: &str) -> Result<ShardResult, ShardFileError> {
    let mut f: ShardFile = serde_json::from_str(text).map_err(|e| ShardFileError::NotJson(json_error(&e)))?;
    if f.format != FORMAT {
        return Err(ShardFileError::Format(f.format));
    }
    let shard = Shard::new(f.shard, f.shards).map_err(ShardFileError::Shard)?;
    let classes = f.classes.as_ref().map(|c| Classes {
        n: f.n,
        full: c.all,
        rot90: c.rot90,
        rot180: c.rot180,
        none: c.none,
    });
    if let Some(c) = classes {
        let unique = c.checked_unique().ok_or(ShardFileError::ClassesOverflow)?;
        if let Some(stated) = f.unique
            && stated != unique
        {
            return Err(ShardFileError::Unique {
                classes: unique,
                unique: stated,
            });
        }
        if unique > f.total {
            return Err(ShardFileError::MoreUnique {
                unique,
                total: f.total,
            });
        }
    }
    if let Some(x) = &f.fixed
        && x.quarter_turn > x.half_turn
    {
        return Err(ShardFileError::Fixed {
            quarter_turn: x.quarter_turn,
            half_turn: x.half_turn,
        });
    }
    if !(f.elapsed_ms.is_finite() && (0.0..=MAX_ELAPSED_MS).contains(&f.elapsed_ms)) {
        return Err(ShardFileError::Elapsed(f.elapsed_ms));
    }
    let elapsed = Duration::try_from_secs_f64(f.elapsed_ms / 1e3)
        .map_err(|_| ShardFileError::NotATime(f.elapsed_ms))?;
    // Checked last, so that impossible numbers are named as such.
    let expected = f.checksum();
    match &f.crc32c {
        None => return Err(ShardFileError::NoChecksum),
        Some(crc) if *crc != expected => {
            return Err(ShardFileError::Checksum {
                said: crc.clone(),
                has: expected,
            });
        }
        Some(_) => {}
    }
    Ok(ShardResult {
        n: f.n,
        shard,
        split: f.split,
        scheme: f.scheme,
        fingerprint: f.fingerprint,
        units: f.units,
        plan_units: f.plan_units,
        total: f.total,
        classes,
        fixed: f.fixed.as_ref().map(|x| [x.quarter_turn, x.half_turn]),
        nodes: f.nodes,
        elapsed,
        records: f.records.take().map(|records| {
            records
                .into_iter()
                .map(|u| UnitRecord {
                    unit: u.unit,
                    label: u.label,
                    count: UnitCount {
                        solutions: u.solutions,
                        nodes: u.nodes,
                        fixed_by_all: u.all,
                        fixed_by_rot90: u.rot90,
                        fixed_by_rot180: u.rot180,
                    },
                    by: u.by,
                })
                .collect()
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"format":"queens-shard-v2","n":8,"shard":1,"shards":2,"split":"rows-v1/sym/split2","scheme":"mix-rr-v1","fingerprint":"acdc1549e560753c","units":33,"plan_units":66,"total":72,"unique":9,"classes":{"all":0,"rot90":0,"rot180":0,"none":9},"elapsed_ms":19.688,"crc32c":"63efc075"}"#;

    fn error(text: &str) -> String {
        from_json(text).unwrap_err().to_string()
    }

    #[test]
    fn what_is_quoted_of_a_bad_file_is_short() {
        assert_eq!(from_json(GOOD).unwrap().total, 72);
        let long = "Q".repeat(4000);
        // A long crc32c, format or split of the wrong type was echoed
        // whole: a 4189-character error line.
        for bad in [
            GOOD.replace("63efc075", &format!("63efc075{long}")),
            GOOD.replace("queens-shard-v2", &format!("v\\u001b{long}")),
            GOOD.replace("\"n\":8", &format!("\"n\":\"{long}\"")),
            GOOD.replace(
                "\"split\":\"rows-v1/sym/split2\"",
                &format!("\"split\":[\"{long}\"]"),
            ),
        ] {
            let e = error(&bad);
            assert!(e.chars().count() < 250 && !e.contains('\u{1b}'), "{e}");
        }
        let e = error(&GOOD.replace("\"n\":8", &format!("\"n\":\"{long}\"")));
        assert!(
            e.starts_with("not a shard result (invalid type: string \"QQQ")
                && e.ends_with(" at line 1 column 4034)"),
            "{e}"
        );
        assert!(error("{").ends_with("(EOF while parsing an object at line 1 column 1)"));
    }
}
