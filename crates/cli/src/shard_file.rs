//! The JSON file of one shard's result: written by `count --shard`, read
//! by `merge`. `crc32c` is [`nqueens::checksum`] of the JSON without it
//! (fields in order, no spaces) and the fingerprint; a v1 file is refused.
//!
//! ```json
//! {"format":"queens-shard-v2","n":16,"shard":3,"shards":8,"split":"rows-v1/sym/split2",
//!  "scheme":"mix-rr-v1","fingerprint":"f094fce9f818cce8","units":242,"plan_units":1938,
//!  "total":1455180,"unique":181954,"classes":{"all":0,"rot90":16,"rot180":89,"none":181849},
//!  "elapsed_ms":271.277,"crc32c":"…"}
//! ```

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, anyhow, bail};
use nqueens::{Classes, Shard, ShardResult};
use serde::{Deserialize, Serialize};

use crate::exit::usage;
use crate::output::{QUOTE_CHARS, millis};
use engine::lines::shown;

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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    nodes: Option<u128>,
    elapsed_ms: f64,
    /// [`nqueens::checksum`] of the file's JSON without this field, and
    /// the fingerprint.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    crc32c: Option<String>,
}

impl ShardFile {
    /// The checksum of the file's content (without its `crc32c`).
    fn checksum(&mut self) -> anyhow::Result<String> {
        let crc = self.crc32c.take();
        let json = serde_json::to_string(&*self);
        self.crc32c = crc;
        Ok(nqueens::checksum(&json?, &self.fingerprint))
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct ClassesJson {
    all: u128,
    rot90: u128,
    rot180: u128,
    none: u128,
}

/// One line of JSON.
pub fn to_json(r: &ShardResult) -> anyhow::Result<String> {
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
        nodes: r.nodes,
        elapsed_ms: millis(r.elapsed),
        crc32c: None,
    };
    let mut file = file;
    file.crc32c = Some(file.checksum()?);
    Ok(serde_json::to_string(&file)?)
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
    if e.line() == 0 {
        words
    } else {
        format!("{words}{place}")
    }
}

/// Reads a shard result; errors name what is wrong, not the file.
pub fn from_json(text: &str) -> anyhow::Result<ShardResult> {
    let mut f: ShardFile =
        serde_json::from_str(text).map_err(|e| anyhow!("not a shard result ({})", json_error(&e)))?;
    if f.format != FORMAT {
        bail!(
            "a shard result of format {}, but this queens reads {FORMAT} (with a checksum); count the shard again",
            shown(&f.format)
        );
    }
    let shard = Shard::new(f.shard, f.shards)?;
    let classes = f.classes.as_ref().map(|c| Classes {
        n: f.n,
        full: c.all,
        rot90: c.rot90,
        rot180: c.rot180,
        none: c.none,
    });
    if let Some(c) = classes {
        let unique = c
            .checked_unique()
            .ok_or_else(|| usage("its classes overflow when added up (field classes)"))?;
        if f.unique.is_some_and(|u| u != unique) {
            bail!(
                "its classes add up to {unique} unique solutions, but its unique is {}",
                f.unique.unwrap_or_default()
            );
        }
        if unique > f.total {
            return Err(usage(format!(
                "its classes claim {unique} unique solutions, more than its total {}",
                f.total
            )));
        }
    }
    if !(f.elapsed_ms.is_finite() && (0.0..=MAX_ELAPSED_MS).contains(&f.elapsed_ms)) {
        return Err(usage(format!(
            "elapsed_ms must be a time from 0 to {MAX_ELAPSED_MS} ms (about a century), got {}",
            f.elapsed_ms
        )));
    }
    let elapsed = Duration::try_from_secs_f64(f.elapsed_ms / 1e3)
        .map_err(|_| usage(format!("elapsed_ms must be a time, got {}", f.elapsed_ms)))?;
    // Checked last, so that impossible numbers are named as such.
    let expected = f.checksum()?;
    match &f.crc32c {
        None => return Err(usage("it has no checksum (crc32c)")),
        Some(crc) if *crc != expected => {
            return Err(usage(format!(
                "checksum mismatch: the file says crc32c {}, its content has {expected} (it was edited or damaged)",
                shown(crc)
            )));
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
        nodes: f.nodes,
        elapsed,
    })
}

/// Where `--output PATH` writes: PATH itself, or the file a symlink at
/// PATH points to (followed to the end, so the link is kept and its
/// target replaced). Refuses, as a usage error, a PATH that is (or points
/// to) anything but a regular file: a device, a FIFO, a directory.
pub fn output_target(path: &Path) -> anyhow::Result<PathBuf> {
    let mut target = path.to_path_buf();
    for _ in 0..40 {
        let meta = match std::fs::symlink_metadata(&target) {
            Ok(meta) => meta,
            // Nothing there yet: a new file is made, in a folder that must
            // exist (found out now, not after a count of hours).
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                let dir = match target.parent() {
                    Some(d) if !d.as_os_str().is_empty() => d,
                    _ => Path::new("."),
                };
                return match std::fs::metadata(dir) {
                    Ok(meta) if meta.is_dir() => Ok(target),
                    Ok(_) => Err(usage(format!(
                        "--output {}: {} is not a directory",
                        path.display(),
                        dir.display()
                    ))),
                    Err(e) => Err(usage(format!(
                        "--output {}: cannot use the folder {}: {e}",
                        path.display(),
                        dir.display()
                    ))),
                };
            }
            Err(e) => return Err(usage(format!("--output {}: {e}", path.display()))),
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            let link = std::fs::read_link(&target)
                .map_err(|e| usage(format!("--output {}: {e}", path.display())))?;
            target = match target.parent() {
                Some(dir) => dir.join(link),
                None => link,
            };
            continue;
        }
        if kind.is_file() {
            return Ok(target);
        }
        return Err(usage(format!(
            "--output {} is {}, not a regular file; give a file path",
            path.display(),
            describe(&kind)
        )));
    }
    Err(usage(format!(
        "--output {}: too many levels of symbolic links",
        path.display()
    )))
}

/// What a file type is, in words.
pub fn describe(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_dir() {
        "a directory"
    } else if kind.is_fifo() {
        "a FIFO"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "not a regular file"
    }
}

/// Writes `text` to `path` whole or not at all: to a temporary file beside
/// it, synced, then renamed over it. A shard stopped halfway leaves no
/// result for `merge` to pick up. Only a regular file is replaced: a
/// symlink's target is written (the link stays), and a device, FIFO or
/// directory is refused ([`output_target`]).
pub fn write_whole(path: &Path, text: &str) -> anyhow::Result<()> {
    let target = output_target(path)?;
    let name = target
        .file_name()
        .ok_or_else(|| usage(format!("--output {} names no file", path.display())))?;
    let mut tmp_name = name.to_os_string();
    tmp_name.push(format!(".tmp-{}", std::process::id()));
    let tmp = target.with_file_name(tmp_name);
    let write = || -> std::io::Result<()> {
        let mut f = OpenOptions::new().write(true).create_new(true).open(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, &target)?;
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        File::open(dir)?.sync_all()
    };
    write().with_context(|| {
        let _ = std::fs::remove_file(&tmp);
        format!("cannot write {}", path.display())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"{"format":"queens-shard-v2","n":8,"shard":1,"shards":2,"split":"rows-v1/sym/split2","scheme":"mix-rr-v1","fingerprint":"acdc1549e560753c","units":33,"plan_units":66,"total":72,"unique":9,"classes":{"all":0,"rot90":0,"rot180":0,"none":9},"elapsed_ms":19.688,"crc32c":"63efc075"}"#;

    fn error(text: &str) -> String {
        format!("{:#}", from_json(text).unwrap_err())
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
