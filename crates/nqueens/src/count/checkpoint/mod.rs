//! Checkpoints: a long count records each finished work unit in a file, so
//! that a count stopped by a crash, a power cut or Ctrl-C resumes where it
//! stopped and ends with exactly the total of an uninterrupted run.
//!
//! The file is plain text, one line a unit, appended; lines are written
//! and synced to disk in batches, at most [`SYNC_EVERY`] apart (and when
//! the checkpoint closes), so a crash or a power cut loses at most the
//! last second of units:
//!
//! ```text
//! queens-checkpoint v2 n=16 split=rows-v1/sym/split2 fingerprint=f094fce9f818cce8 units=1938 shard=all crc=XXXXXXXX
//! unit=82 label=corner2+12+14 solutions=135 nodes=0 all=0 rot90=0 rot180=0 by=backtrack/avx512 crc=XXXXXXXX
//! ```
//!
//! Every line ends with `crc=`: the [`checksum`] (CRC-32C) of the line
//! before it and the count's fingerprint. A whole line whose checksum does
//! not match, or whose numbers are impossible, is refused wherever it is.
//! A `v1` file (no checksums) is refused.
//!
//! The header names the count (n, the unit split, the fingerprint of the
//! unit list, and the shard with the scheme that dealt it, `3/8:mix-rr-v1`);
//! a file of another count is refused. Each unit line holds the unit's
//! index, label (checked against the plan) and its [`UnitCount`]: its
//! solutions, nodes (0 unless counted with statistics), and how many of
//! its solutions every symmetry, a quarter turn, a half turn fixes, and
//! who counted it ([`Counter::counted_by`]: the method and kernel, and
//! the GPU adapter), so that `queens verify` can re-count it
//! independently. Lines written before `by=` was recorded (it is
//! optional) are read as before, their counter unknown. A last
//! line cut short (no newline, or unreadable: the write a power cut
//! interrupted) is dropped and its unit counted again; an unreadable line
//! anywhere else is an error naming the line. The file is locked while a
//! count uses it.
//!
//! A sync costs 0.1–3 ms on the project's machine; one a unit made a
//! join count of 17 (units of 15 µs) take 82.8 s against 2.2 s, where a
//! sync a second costs nothing measurable.

use std::collections::HashMap;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use textguard::shown;

use lines::Lines;

use crate::count::counter::{Counter, Method};
pub use crate::count::seal::checksum;
use crate::count::seal::{sealed, split_seal, verify};
use crate::count::shard::{SHARD_SCHEME, Shard};
use crate::count::unit_count::UnitCount;

mod error;
mod lines;

pub use error::{BadLine, CheckpointError, ImplausibleUnit};

/// The first word of every checkpoint file, with its format version.
const MAGIC: &str = "queens-checkpoint v2";

/// The longest `by=` a unit line may have, in bytes.
const MAX_BY: usize = 200;

/// The longest line a checkpoint file may have, in bytes (its lines are
/// a few hundred bytes at most); a longer one means the file is not a checkpoint.
pub const MAX_LINE: u64 = 4 << 10;

/// Why a unit line cannot be used.
#[derive(Debug)]
enum Bad {
    /// It cannot be read (possibly a torn write).
    Unreadable(BadLine),
    /// It reads, but its numbers are impossible.
    Implausible(ImplausibleUnit),
}

impl From<BadLine> for Bad {
    fn from(reason: BadLine) -> Bad {
        Bad::Unreadable(reason)
    }
}

/// The most solutions any unit of an n-queens count can have: n! (the
/// boards with one queen per row and column), or u64::MAX when larger.
fn most_solutions(n: usize) -> u64 {
    (2..=n as u64)
        .try_fold(1u64, |p, k| p.checked_mul(k))
        .unwrap_or(u64::MAX)
}

/// What [`Checkpoint::scan`] read.
#[derive(Debug)]
pub(crate) struct Scanned {
    /// The bytes of the header and of the lines taken: all but a torn
    /// last line, or the lines before the one that failed.
    pub keep: u64,
    /// The line number of a torn last line, left out.
    pub dropped_line: Option<usize>,
    /// The first line that failed, where the scan stopped.
    pub failed: Option<CheckpointError>,
}

/// The unit index a unit line starts with (`unit=I `), when it does.
fn unit_of(line: &[u8]) -> Option<usize> {
    let rest = line.strip_prefix(b"unit=")?;
    let end = rest.iter().position(|&b| b == b' ')?;
    std::str::from_utf8(&rest[..end]).ok()?.parse().ok()
}

/// The error of line `line` of `path`, whose unit `i` was recorded
/// before with other results.
pub(crate) fn again(path: &Path, line: usize, i: usize) -> CheckpointError {
    CheckpointError::Corrupt {
        path: path.to_path_buf(),
        line,
        reason: BadLine::Repeated(i),
    }
}

/// What an opened checkpoint already holds.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Resumed {
    /// The units recorded, sorted by index, each once.
    pub done: Vec<(usize, UnitCount)>,
    /// Who counted each unit of `done` (same order), as recorded
    /// (`backtrack/avx512`, …); `None` for a line written before this
    /// was recorded.
    pub by: Vec<Option<String>>,
    /// The line number of a torn last line that was dropped, if any.
    pub dropped_line: Option<usize>,
    /// Whether the file was created (or was empty).
    pub created: bool,
}

/// An open checkpoint file, recording units as they finish. Recording is
/// safe from many threads; each unit is one line, written whole, in
/// batches synced at most `SYNC_EVERY` (one second) apart.
#[derive(Debug)]
pub struct Checkpoint<'c> {
    path: PathBuf,
    /// The count's fingerprint, which every line's checksum covers.
    fingerprint: String,
    counter: Held<'c>,
    shard: Option<Shard>,
    state: Mutex<State>,
}

/// The count a checkpoint belongs to: borrowed, or shared with a count
/// running on a thread of its own ([`Checkpoint::open_shared`]).
#[derive(Debug)]
enum Held<'c> {
    Borrowed(&'c Counter),
    Shared(Arc<Counter>),
}

impl std::ops::Deref for Held<'_> {
    type Target = Counter;

    fn deref(&self) -> &Counter {
        match self {
            Held::Borrowed(c) => c,
            Held::Shared(c) => c,
        }
    }
}

#[derive(Debug)]
struct State {
    /// None once closed.
    file: Option<File>,
    /// Unit lines recorded (written, or waiting in `pending`).
    recorded: usize,
    /// Lines not written yet.
    pending: Vec<u8>,
    /// When the file was last synced.
    synced: std::time::Instant,
}

impl State {
    fn new() -> State {
        State {
            file: None,
            recorded: 0,
            pending: Vec::new(),
            synced: std::time::Instant::now(),
        }
    }

    /// Writes the pending lines in one write and syncs them.
    fn flush(&mut self) -> io::Result<()> {
        if let Some(file) = self.file.as_mut()
            && !self.pending.is_empty()
        {
            file.write_all(&self.pending)?;
            file.sync_data()?;
            self.pending.clear();
        }
        self.synced = std::time::Instant::now();
        Ok(())
    }
}

/// The longest a recorded unit waits before it is written and synced.
pub const SYNC_EVERY: std::time::Duration = std::time::Duration::from_secs(1);

impl Drop for Checkpoint<'_> {
    /// What is pending still reaches the file when a checkpoint is dropped
    /// unclosed (an error on the way out): as much as can be kept.
    fn drop(&mut self) {
        let state = self.state.get_mut().unwrap_or_else(|e| e.into_inner());
        let _ = state.flush();
    }
}

impl<'c> Checkpoint<'c> {
    /// Opens (or creates) the checkpoint of `counter`'s count, restricted to
    /// `shard` when given: checks it belongs to this count, drops a torn
    /// last line, and returns the units it already holds.
    pub fn open(
        path: &Path,
        counter: &'c Counter,
        shard: Option<Shard>,
    ) -> Result<(Checkpoint<'c>, Resumed), CheckpointError> {
        Checkpoint::open_held(path, Held::Borrowed(counter), shard)
    }

    /// [`Checkpoint::open`], holding a share of the counter, so that the
    /// checkpoint can go to a count on a thread of its own.
    pub fn open_shared(
        path: &Path,
        counter: Arc<Counter>,
        shard: Option<Shard>,
    ) -> Result<(Checkpoint<'static>, Resumed), CheckpointError> {
        Checkpoint::open_held(path, Held::Shared(counter), shard)
    }

    fn open_held(
        path: &Path,
        counter: Held<'c>,
        shard: Option<Shard>,
    ) -> Result<(Checkpoint<'c>, Resumed), CheckpointError> {
        let io_err = |source| CheckpointError::Io {
            path: path.to_path_buf(),
            source,
        };
        // Checked before opening (opening a FIFO would block), and again
        // on the file opened. A symlink is followed: its target is used.
        match std::fs::metadata(path) {
            Ok(meta) => regular(path, &meta)?,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(io_err(e)),
        }
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create(true)
            .open(path)
            .map_err(io_err)?;
        regular(path, &file.metadata().map_err(io_err)?)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                return Err(CheckpointError::Busy {
                    path: path.to_path_buf(),
                });
            }
            Err(TryLockError::Error(e)) => return Err(io_err(e)),
        }
        let header = header(&counter, shard);
        let mut checkpoint = Checkpoint {
            path: path.to_path_buf(),
            fingerprint: counter.fingerprint(),
            counter,
            shard,
            state: Mutex::new(State::new()),
        };
        // An empty file, or one cut short while its header was written:
        // no longer than the header and its newline.
        let small = lines::small(&mut file, header.len() as u64 + 1).map_err(io_err)?;
        if let Some(bytes) =
            small.filter(|b| header.as_bytes().starts_with(b) || format!("{header}\n").as_bytes() == b)
        {
            let fresh = bytes.len() < header.len() + 1;
            if fresh {
                file.set_len(0).map_err(io_err)?;
                file.write_all(format!("{header}\n").as_bytes()).map_err(io_err)?;
                file.sync_all().map_err(io_err)?;
                sync_dir(path).map_err(io_err)?;
            }
            checkpoint.state.get_mut().expect("not shared yet").file = Some(file);
            let resumed = Resumed {
                created: fresh,
                ..Resumed::default()
            };
            return Ok((checkpoint, resumed));
        }
        let (resumed, keep) = checkpoint.read(&mut file)?;
        if keep < file.metadata().map_err(io_err)?.len() {
            file.set_len(keep).map_err(io_err)?;
            file.sync_all().map_err(io_err)?;
        }
        let state = checkpoint.state.get_mut().expect("not shared yet");
        state.recorded = resumed.done.len();
        state.file = Some(file);
        Ok((checkpoint, resumed))
    }

    /// Reads an existing file from its start, a line at a time: the
    /// units it holds, and how many of its bytes to keep (all but a torn
    /// last line). It holds one line of the file and each unit once
    /// (a unit recorded again with the same results is the same record).
    fn read(&self, file: &mut File) -> Result<(Resumed, u64), CheckpointError> {
        let mut done: HashMap<usize, (UnitCount, Option<String>)> = HashMap::new();
        let scanned = self.scan(file, None, &|_| true, &mut |line, i, r, by| {
            if let Some((before, _)) = done.insert(i, (r, by))
                && before != r
            {
                return Err(again(&self.path, line, i));
            }
            Ok(())
        })?;
        if let Some(e) = scanned.failed {
            return Err(e);
        }
        let mut done: Vec<(usize, (UnitCount, Option<String>))> = done.into_iter().collect();
        done.sort_unstable_by_key(|&(i, _)| i);
        let mut resumed = Resumed {
            dropped_line: scanned.dropped_line,
            ..Resumed::default()
        };
        (resumed.done, resumed.by) = done.into_iter().map(|(i, (r, by))| ((i, r), by)).unzip();
        Ok((resumed, scanned.keep))
    }

    /// A checkpoint of `counter`'s count, whose fingerprint is
    /// `fingerprint` (given: it takes a large plan a while to work out),
    /// to be read ([`Checkpoint::scan`]) and never written.
    pub(crate) fn reader(
        path: &Path,
        counter: &'c Counter,
        shard: Option<Shard>,
        fingerprint: String,
    ) -> Checkpoint<'c> {
        Checkpoint {
            path: path.to_path_buf(),
            fingerprint,
            counter: Held::Borrowed(counter),
            shard,
            state: Mutex::new(State::new()),
        }
    }

    /// Reads the file from its start, a line at a time, up to `limit`
    /// bytes when given (the bytes an earlier scan kept), and calls
    /// `visit` with each unit line's number, unit, results and counter,
    /// for the units `wanted` (a line of another unit is passed over
    /// once its index is read, without the rest of its checks: a later
    /// scan of bytes an earlier one checked). Stops at the first line
    /// that fails, or that `visit` refuses: [`Scanned::failed`]. A
    /// header that is not this count's is the error.
    pub(crate) fn scan<R: Read>(
        &self,
        file: R,
        limit: Option<u64>,
        wanted: &dyn Fn(usize) -> bool,
        visit: &mut dyn FnMut(usize, usize, UnitCount, Option<String>) -> Result<(), CheckpointError>,
    ) -> Result<Scanned, CheckpointError> {
        let corrupt = |line: usize, reason: BadLine| CheckpointError::Corrupt {
            path: self.path.clone(),
            line,
            reason,
        };
        let mut lines = Lines::new(&self.path, file.take(limit.unwrap_or(u64::MAX)));
        let first = match lines.next_line()? {
            Some(line) if line.complete => line.bytes,
            _ => {
                return Err(corrupt(1, BadLine::NoFirstLine));
            }
        };
        self.check_header(&first)
            .map_err(|e| e.unwrap_or_else(|reason| corrupt(1, reason)))?;
        let mut scanned = Scanned {
            keep: first.len() as u64 + 1,
            dropped_line: None,
            failed: None,
        };
        let (mut number, mut pending) = (1, None::<Vec<u8>>);
        loop {
            // A line is taken once the next is read: an unreadable last
            // line is a torn write, dropped, not an error.
            let next = match lines.next_line() {
                Ok(next) => next,
                Err(e) => {
                    scanned.failed = Some(e);
                    return Ok(scanned);
                }
            };
            if let Some(line) = pending.take() {
                number += 1;
                let taken = match unit_of(&line) {
                    Some(i) if !wanted(i) => Ok(()),
                    _ => match self.parse_unit(&line) {
                        Ok((i, r, by)) => visit(number, i, r, by),
                        // A whole line with impossible numbers is no torn write.
                        Err(Bad::Implausible(reason)) => Err(CheckpointError::Implausible {
                            path: self.path.clone(),
                            line: number,
                            reason,
                        }),
                        // A torn write that happened to end with a newline (a
                        // power cut can leave garbage at the end of a file).
                        Err(_) if next.is_none() => {
                            scanned.dropped_line = Some(number);
                            return Ok(scanned);
                        }
                        Err(Bad::Unreadable(reason)) => Err(corrupt(number, reason)),
                    },
                };
                if let Err(e) = taken {
                    scanned.failed = Some(e);
                    return Ok(scanned);
                }
                scanned.keep += line.len() as u64 + 1;
            }
            match next {
                None => return Ok(scanned),
                Some(line) if line.complete => pending = Some(line.bytes),
                // After the last newline: a line whose write was cut.
                Some(_) => {
                    scanned.dropped_line = Some(number + 1);
                    return Ok(scanned);
                }
            }
        }
    }

    /// Checks the first line: `Err(Ok(mismatch))` when it is the header of
    /// another count, `Err(Err(reason))` when it is no header.
    fn check_header(&self, line: &[u8]) -> Result<(), Result<CheckpointError, BadLine>> {
        let not_ours = || Err(Err(BadLine::NoHeader));
        let Ok(line) = std::str::from_utf8(line) else {
            return not_ours();
        };
        let Some(rest) = line.strip_prefix("queens-checkpoint ") else {
            return not_ours();
        };
        let Some(fields) = rest.strip_prefix("v2 ") else {
            let version = rest.split(' ').next().unwrap_or_default();
            return Err(Err(BadLine::Version(version.to_string())));
        };
        let Some((fields, crc)) = split_seal(fields) else {
            return Err(Err(BadLine::HeaderUnsealed));
        };
        let found: HashMap<&str, &str> = fields.split(' ').filter_map(|kv| kv.split_once('=')).collect();
        for (field, expected) in header_fields(&self.counter, self.shard, &self.fingerprint) {
            let value = found.get(field).copied();
            if value != Some(expected.as_str()) {
                return Err(Ok(CheckpointError::Mismatch {
                    path: self.path.clone(),
                    field: field.to_string(),
                    found: value.map_or_else(|| "missing".to_string(), shown),
                    expected,
                }));
            }
        }
        verify(fields, crc, &self.fingerprint).map_err(|e| Err(BadLine::HeaderChecksum(e)))
    }

    /// Reads `unit=I label=L solutions=S nodes=N all=A rot90=Q rot180=H`
    /// and an optional `by=WHO`.
    fn parse_unit(&self, line: &[u8]) -> Result<(usize, UnitCount, Option<String>), Bad> {
        let line = std::str::from_utf8(line).map_err(|_| BadLine::NotText)?;
        let (line, crc) = split_seal(line).ok_or(BadLine::Unsealed)?;
        let mut words = line.split(' ');
        let mut field = |name: &'static str| {
            words
                .next()
                .and_then(|w| w.strip_prefix(name))
                .and_then(|w| w.strip_prefix('='))
                .ok_or_else(|| BadLine::Expected {
                    field: name,
                    line: line.to_string(),
                })
        };
        let number = |s: &str, name: &'static str| {
            s.parse::<u64>().map_err(|_| BadLine::NotANumber {
                field: name,
                value: s.to_string(),
            })
        };
        let unit = field("unit")?;
        let label = field("label")?;
        let fields = ["solutions", "nodes", "all", "rot90", "rot180"];
        let mut values = [0u64; 5];
        for (v, name) in values.iter_mut().zip(fields) {
            *v = number(field(name)?, name)?;
        }
        let mut by = None;
        let mut extra = words.next();
        if let Some(who) = extra.and_then(|w| w.strip_prefix("by=")) {
            if who.is_empty() || who.len() > MAX_BY || who.chars().any(char::is_control) {
                return Err(BadLine::By(who.to_string()).into());
            }
            by = Some(who.to_string());
            extra = words.next();
        }
        if let Some(extra) = extra {
            return Err(BadLine::Extra(extra.to_string()).into());
        }
        let i = number(unit, "unit")? as usize;
        if i >= self.counter.units() {
            return Err(BadLine::OutOfRange {
                unit: i,
                units: self.counter.units(),
            }
            .into());
        }
        let expected = self.counter.unit_label(i);
        if label != expected {
            return Err(BadLine::Label {
                unit: i,
                label: label.to_string(),
                expected,
            }
            .into());
        }
        if let Some(s) = self.shard
            && s.units(self.counter.units()).binary_search(&i).is_err()
        {
            return Err(BadLine::NotInShard { unit: i, shard: s }.into());
        }
        let [solutions, nodes, fixed_by_all, fixed_by_rot90, fixed_by_rot180] = values;
        let implausible = Bad::Implausible;
        let fixed = fixed_by_all
            .checked_add(fixed_by_rot90)
            .and_then(|f| f.checked_add(fixed_by_rot180))
            .ok_or(implausible(ImplausibleUnit::Overflow { unit: i }))?;
        // The join's fixed unit holds F90 and F180 − F90 of the whole
        // board in rot90 and rot180, and no solutions of its own.
        let join_fixed = self.counter.method() == Method::Join && label == "fixed";
        if join_fixed && (solutions != 0 || fixed_by_all != 0) {
            return Err(implausible(ImplausibleUnit::JoinFixed {
                unit: i,
                solutions,
                all: fixed_by_all,
            }));
        }
        if fixed > solutions && !join_fixed {
            return Err(implausible(ImplausibleUnit::MoreFixed {
                unit: i,
                fixed,
                solutions,
            }));
        }
        let n = self.counter.n();
        if fixed_by_all > u64::from(n == 1) {
            return Err(implausible(ImplausibleUnit::FixedByAll {
                unit: i,
                all: fixed_by_all,
            }));
        }
        let most = most_solutions(n);
        if join_fixed && fixed > most {
            return Err(implausible(ImplausibleUnit::JoinFixedTooMany {
                unit: i,
                fixed,
                most,
                n,
            }));
        }
        if solutions > most {
            return Err(implausible(ImplausibleUnit::TooMany {
                unit: i,
                solutions,
                most,
                n,
            }));
        }
        verify(line, crc, &self.fingerprint).map_err(|e| Bad::Implausible(ImplausibleUnit::Checksum(e)))?;
        Ok((
            i,
            UnitCount {
                solutions,
                nodes,
                fixed_by_all,
                fixed_by_rot90,
                fixed_by_rot180,
            },
            by,
        ))
    }

    /// Appends unit `i`'s result and syncs it to disk. Returns false (and
    /// writes nothing) once the checkpoint is closed.
    pub fn record(&self, i: usize, r: &UnitCount) -> Result<bool, CheckpointError> {
        let line = format!(
            "unit={i} label={} solutions={} nodes={} all={} rot90={} rot180={} by={}",
            self.counter.unit_label(i),
            r.solutions,
            r.nodes,
            r.fixed_by_all,
            r.fixed_by_rot90,
            r.fixed_by_rot180,
            self.counter.counted_by(i)
        );
        let line = format!("{}\n", sealed(&line, &self.fingerprint));
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if state.file.is_none() {
            return Ok(false);
        }
        // Whole lines, written together: a crash leaves at most a torn
        // last line, which the next open drops.
        state.pending.extend_from_slice(line.as_bytes());
        state.recorded += 1;
        if state.synced.elapsed() >= SYNC_EVERY {
            state.flush().map_err(|source| CheckpointError::Io {
                path: self.path.clone(),
                source,
            })?;
        }
        Ok(true)
    }

    /// Stops recording (a record in progress finishes first), writes and
    /// syncs what is pending, and releases the file. Returns the number
    /// of units the file holds.
    pub fn close(&self) -> Result<usize, CheckpointError> {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let flushed = state.flush();
        state.file = None;
        flushed.map_err(|source| CheckpointError::Io {
            path: self.path.clone(),
            source,
        })?;
        Ok(state.recorded)
    }

    /// The number of units recorded (the file holds them once they are
    /// synced: at the latest `SYNC_EVERY` (one second) later, or when it closes).
    pub fn recorded(&self) -> usize {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).recorded
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Checkpoint<'_> {
    /// Opens the checkpoint at `path` to read it without changing or
    /// locking it (a count may be writing it): the file, rewound, and the
    /// count it belongs to, planned again from its header for `threads`
    /// workers, with its shard. [`Checkpoint::load`] reads its records
    /// on.
    pub(crate) fn open_header(
        path: &Path,
        threads: usize,
    ) -> Result<(File, Counter, Option<Shard>), CheckpointError> {
        let io_err = |source| CheckpointError::Io {
            path: path.to_path_buf(),
            source,
        };
        regular(path, &std::fs::metadata(path).map_err(io_err)?)?;
        let mut file = File::open(path).map_err(io_err)?;
        regular(path, &file.metadata().map_err(io_err)?)?;
        let first = Lines::new(path, &mut file)
            .next_line()?
            .map(|line| line.bytes)
            .unwrap_or_default();
        let corrupt = |reason: BadLine| CheckpointError::Corrupt {
            path: path.to_path_buf(),
            line: 1,
            reason,
        };
        let first = std::str::from_utf8(&first).map_err(|_| corrupt(BadLine::HeaderNotText))?;
        let header = Some(first)
            .and_then(|l| l.strip_prefix(MAGIC))
            .and_then(|l| l.strip_prefix(' '))
            .and_then(split_seal)
            .ok_or_else(|| corrupt(BadLine::NoSealedHeader))?;
        let found: HashMap<&str, &str> = header.0.split(' ').filter_map(|kv| kv.split_once('=')).collect();
        let field = |name: &'static str| {
            found
                .get(name)
                .copied()
                .ok_or_else(|| corrupt(BadLine::HeaderMissing(name)))
        };
        let n_text = field("n")?;
        let n: usize = n_text
            .parse()
            .map_err(|_| corrupt(BadLine::NotASize(n_text.to_string())))?;
        let counter =
            Counter::for_split(n, field("split")?, threads).map_err(|e| corrupt(BadLine::Split(e)))?;
        let shard = match field("shard")? {
            "all" => None,
            s => {
                let (shard, scheme) = s.split_once(':').unwrap_or((s, ""));
                if scheme != SHARD_SCHEME {
                    return Err(corrupt(BadLine::Scheme(s.to_string())));
                }
                Some(shard.parse::<Shard>().map_err(|e| corrupt(BadLine::Shard(e)))?)
            }
        };
        file.rewind().map_err(io_err)?;
        Ok((file, counter, shard))
    }
}

/// The header fields in order, with this count's values.
fn header_fields(counter: &Counter, shard: Option<Shard>, fingerprint: &str) -> [(&'static str, String); 5] {
    [
        ("n", counter.n().to_string()),
        ("split", counter.split_name()),
        ("fingerprint", fingerprint.to_string()),
        ("units", counter.units().to_string()),
        (
            "shard",
            shard.map_or_else(|| "all".to_string(), |s| format!("{s}:{SHARD_SCHEME}")),
        ),
    ]
}

/// The first line of this count's checkpoint (without its newline).
fn header(counter: &Counter, shard: Option<Shard>) -> String {
    let fingerprint = counter.fingerprint();
    let fields: Vec<String> = header_fields(counter, shard, &fingerprint)
        .into_iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    format!("{MAGIC} {}", sealed(&fields.join(" "), &fingerprint))
}

/// Refuses anything but a regular file.
fn regular(path: &Path, meta: &std::fs::Metadata) -> Result<(), CheckpointError> {
    let kind = meta.file_type();
    if kind.is_file() {
        return Ok(());
    }
    #[cfg(unix)]
    let special = {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            Some("a FIFO")
        } else if kind.is_char_device() {
            Some("a character device")
        } else if kind.is_block_device() {
            Some("a block device")
        } else if kind.is_socket() {
            Some("a socket")
        } else {
            None
        }
    };
    #[cfg(not(unix))]
    let special = None;
    let kind = if kind.is_dir() {
        "a directory"
    } else {
        special.unwrap_or("not a regular file")
    };
    Err(CheckpointError::NotAFile {
        path: path.to_path_buf(),
        kind,
    })
}

/// Syncs the directory holding `path`, so that a new file's name survives
/// a power cut too.
fn sync_dir(path: &Path) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    File::open(dir)?.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::CountOptions;

    fn counter(n: usize) -> Counter {
        Counter::new(
            n,
            CountOptions {
                threads: 1,
                ..CountOptions::default()
            },
        )
        .unwrap()
    }

    /// A checkpoint of n with the first `k` units recorded.
    fn with_units(dir: &tempfile::TempDir, n: usize, k: usize) -> (PathBuf, Counter) {
        let path = dir.path().join("count.ckpt");
        let c = counter(n);
        let (ck, resumed) = Checkpoint::open(&path, &c, None).unwrap();
        assert!(resumed.created && resumed.done.is_empty());
        for i in 0..k {
            assert!(ck.record(i, &c.count_unit(i)).unwrap());
        }
        assert_eq!(ck.close().unwrap(), k);
        drop(ck);
        (path, c)
    }

    fn append(path: &Path, text: &str) {
        OpenOptions::new()
            .append(true)
            .open(path)
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }

    #[test]
    fn a_resumed_count_adds_up_to_the_whole() {
        let dir = tempfile::tempdir().unwrap();
        let (path, c) = with_units(&dir, 10, 7);
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text.lines().count(), 8);
        assert!(text.starts_with(&format!(
            "queens-checkpoint v2 n=10 split={} fingerprint=",
            c.split_name()
        )));
        let (ck, resumed) = Checkpoint::open(&path, &c, None).unwrap();
        assert_eq!(
            resumed.done.iter().map(|&(i, _)| i).collect::<Vec<_>>(),
            (0..7).collect::<Vec<_>>()
        );
        assert_eq!((resumed.dropped_line, resumed.created), (None, false));
        let rest: Vec<usize> = (7..c.units()).collect();
        let more = c
            .run_units(&rest, &|i, r| assert!(ck.record(i, r).unwrap()), None)
            .unwrap();
        assert_eq!(ck.close().unwrap(), c.units());
        let mut all = resumed.done;
        all.extend(more);
        let tally = c.tally(&all).unwrap();
        assert_eq!((tally.total, tally.classes.unwrap().unique()), (724, 92));
        // Closed: nothing more is written.
        assert!(!ck.record(0, &UnitCount::default()).unwrap());
    }

    #[test]
    fn a_whole_join_checkpoint_resumes_with_its_fixed_unit() {
        // Its fixed unit records F90 and F180 − F90 with no solutions of
        // its own, which the plausibility checks once refused.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("join.ckpt");
        let c = Counter::new(
            10,
            CountOptions {
                threads: 1,
                method: crate::count::Method::Join,
                ..CountOptions::default()
            },
        )
        .unwrap();
        let (ck, _) = Checkpoint::open(&path, &c, None).unwrap();
        for i in 0..c.units() {
            assert!(ck.record(i, &c.count_unit(i)).unwrap());
        }
        ck.close().unwrap();
        let (_, resumed) = Checkpoint::open(&path, &c, None).unwrap();
        let tally = c.tally(&resumed.done).unwrap();
        assert_eq!((tally.total, tally.classes.unwrap().unique()), (724, 92));
        assert!(resumed.by.iter().all(Option::is_some));
        // A fixed unit with solutions of its own is refused.
        let text = std::fs::read_to_string(&path).unwrap();
        let line = text.lines().find(|l| l.contains(" label=fixed ")).unwrap();
        let content = line
            .rsplit_once(" crc=")
            .unwrap()
            .0
            .replace(" solutions=0 ", " solutions=1 ");
        let forged = format!("{content} crc={}", checksum(&content, &c.fingerprint()));
        std::fs::write(&path, text.replace(line, &forged)).unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err().to_string();
        assert!(e.contains("the join's fixed unit has solutions=1"), "{e}");
    }

    #[test]
    fn a_torn_last_line_is_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let (path, c) = with_units(&dir, 9, 3);
        let good = std::fs::read(&path).unwrap();
        for torn in [
            "unit=3 label=",
            "unit=3 label=x solutions=1 nodes=0 all=0 rot90=0 rot180=0",
            "\0\0\0\0\n",
            "unit=3\n",
        ] {
            std::fs::write(&path, &good).unwrap();
            append(&path, torn);
            let (ck, resumed) = Checkpoint::open(&path, &c, None).unwrap();
            assert_eq!(
                (resumed.done.len(), resumed.dropped_line),
                (3, Some(5)),
                "{torn:?}"
            );
            ck.close().unwrap();
            assert_eq!(std::fs::read(&path).unwrap(), good, "{torn:?}");
        }
    }

    #[test]
    fn a_torn_header_starts_over() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c");
        std::fs::write(&path, "queens-checkpoint v2 n=1").unwrap();
        let (_, resumed) = Checkpoint::open(&path, &counter(10), None).unwrap();
        assert!(resumed.created);
    }

    #[test]
    fn corruption_before_the_last_line_names_the_line() {
        let dir = tempfile::tempdir().unwrap();
        let (path, c) = with_units(&dir, 9, 3);
        let text = std::fs::read_to_string(&path).unwrap();
        let broken = text.replacen("solutions=", "solutions=x", 1);
        std::fs::write(&path, &broken).unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err();
        assert!(matches!(e, CheckpointError::Corrupt { line: 2, .. }), "{e}");
        assert!(e.is_bad_input());
        assert!(
            e.to_string().contains("line 2: solutions must be a whole number"),
            "{e}"
        );
        // Left as it was.
        assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);

        let relabelled = text.replacen("label=", "label=z", 1);
        std::fs::write(&path, relabelled).unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err().to_string();
        assert!(e.contains("line 2: unit 0 is labelled z"), "{e}");

        std::fs::write(&path, "hello\nworld\n").unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err().to_string();
        assert!(e.contains("line 1: not a queens checkpoint"), "{e}");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "hello\nworld\n");
    }

    #[test]
    fn impossible_numbers_are_refused_even_on_the_last_line() {
        let dir = tempfile::tempdir().unwrap();
        let (path, c) = with_units(&dir, 12, 2);
        let text = std::fs::read_to_string(&path).unwrap();
        let last = text.lines().last().unwrap().to_string();
        let fields = |line: &str, edits: &[(&str, &str)]| {
            line.split(' ')
                .map(|w| {
                    let (k, v) = w.split_once('=').unwrap();
                    let v = edits.iter().find(|e| e.0 == k).map_or(v, |e| e.1);
                    format!("{k}={v}")
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        let max = u64::MAX.to_string();
        for (edits, reason) in [
            (
                vec![("all", max.as_str()), ("rot180", "1")],
                "all + rot90 + rot180 overflows",
            ),
            (
                vec![("solutions", "0"), ("rot180", "1")],
                "more than its solutions=0",
            ),
            (vec![("all", "1"), ("solutions", "5")], "only n = 1 has"),
            (
                vec![("solutions", max.as_str())],
                "more than the 479001600 boards",
            ),
        ] {
            for at_end in [false, true] {
                let bad = fields(&last, &edits);
                let edited = if at_end {
                    text.replace(&last, &bad)
                } else {
                    format!("{}\n{}\n", text.trim_end().replace(&last, &bad), last)
                };
                std::fs::write(&path, &edited).unwrap();
                let e = Checkpoint::open(&path, &c, None).unwrap_err();
                assert!(matches!(e, CheckpointError::Implausible { line: 3, .. }), "{e}");
                assert!(e.is_bad_input());
                assert!(e.to_string().contains(reason), "{e}");
                assert!(e.to_string().contains("line 3: unit "), "{e}");
                assert_eq!(std::fs::read_to_string(&path).unwrap(), edited);
            }
        }
    }

    #[test]
    fn a_checkpoint_of_another_count_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let (path, _) = with_units(&dir, 9, 3);
        let e = Checkpoint::open(&path, &counter(10), None).unwrap_err();
        assert!(e.is_bad_input());
        assert!(e.to_string().contains("its n is 9, this count's is 10"), "{e}");

        let split3 = Counter::new(
            9,
            CountOptions {
                split: 3,
                ..CountOptions::default()
            },
        )
        .unwrap();
        let e = Checkpoint::open(&path, &split3, None).unwrap_err().to_string();
        assert!(
            e.contains("its split is rows-v1/sym/split2, this count's is rows-v1/sym/split3"),
            "{e}"
        );

        let shard = Shard::new(1, 4).unwrap();
        let e = Checkpoint::open(&path, &counter(9), Some(shard))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("its shard is all, this count's is 1/4:mix-rr-v1"),
            "{e}"
        );

        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, text.replace("fingerprint=", "fingerprint=0")).unwrap();
        let e = Checkpoint::open(&path, &counter(9), None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("its fingerprint is 0"), "{e}");
    }

    #[test]
    fn a_shard_checkpoint_holds_only_its_units() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s");
        let c = counter(9);
        let shard = Shard::new(2, 3).unwrap();
        let mine = shard.units(c.units());
        let (ck, _) = Checkpoint::open(&path, &c, Some(shard)).unwrap();
        ck.record(mine[0], &c.count_unit(mine[0])).unwrap();
        let other = (0..c.units()).find(|i| !mine.contains(i)).unwrap();
        ck.record(other, &c.count_unit(other)).unwrap();
        ck.record(mine[1], &c.count_unit(mine[1])).unwrap();
        ck.close().unwrap();
        let e = Checkpoint::open(&path, &c, Some(shard)).unwrap_err().to_string();
        assert!(
            e.contains(&format!("line 3: unit {other} is not in shard 2/3")),
            "{e}"
        );
    }

    #[test]
    fn only_a_regular_file_is_a_checkpoint() {
        let dir = tempfile::tempdir().unwrap();
        let c = counter(6);
        let fifo = dir.path().join("fifo");
        // Made in this process: a spawned `mkfifo` would hold a copy of
        // every open descriptor from its fork to its exec, the lock of a
        // checkpoint another test has open too, and make that test's next
        // open fail as busy (CI once hit it).
        use rustix::fs::{CWD, FileType, Mode, mknodat};
        mknodat(CWD, &fifo, FileType::Fifo, Mode::RUSR | Mode::WUSR, 0).unwrap();
        for (path, kind) in [
            (fifo.as_path(), "a FIFO"),
            (dir.path(), "a directory"),
            (Path::new("/dev/full"), "a character device"),
        ] {
            let e = Checkpoint::open(path, &c, None).unwrap_err();
            assert!(e.is_bad_input(), "{e}");
            assert!(
                e.to_string().contains(&format!("is {kind}, not a regular file")),
                "{e}"
            );
        }
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::metadata("/dev/full")
                .unwrap()
                .file_type()
                .is_char_device()
        );
        // A symlink: its target is the checkpoint, the link stays.
        let target = dir.path().join("target.ckpt");
        let link = dir.path().join("link.ckpt");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let (ck, _) = Checkpoint::open(&link, &c, None).unwrap();
        ck.record(0, &c.count_unit(0)).unwrap();
        ck.close().unwrap();
        assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read_to_string(&target).unwrap().lines().count(), 2);
    }

    #[test]
    fn an_edited_line_fails_its_checksum() {
        let dir = tempfile::tempdir().unwrap();
        let (path, c) = with_units(&dir, 9, 3);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.lines().all(|l| split_seal(l).is_some()), "{text}");
        let zero = text
            .lines()
            .position(|l| l.contains(" solutions=0 "))
            .expect("a unit without solutions");
        for at_end in [false, true] {
            let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
            if at_end {
                let moved = lines.remove(zero);
                lines.push(moved);
            }
            let line = if at_end { lines.len() - 1 } else { zero };
            lines[line] = lines[line].replace(" solutions=0 ", " solutions=1 ");
            let edited = lines.join("\n") + "\n";
            std::fs::write(&path, &edited).unwrap();
            let e = Checkpoint::open(&path, &c, None).unwrap_err();
            assert!(e.is_bad_input(), "{e}");
            assert!(
                e.to_string()
                    .contains(&format!("line {}: checksum mismatch", line + 1)),
                "{e}"
            );
            assert_eq!(std::fs::read_to_string(&path).unwrap(), edited);
        }
        // A v1 file (no checksums) is refused with a clear message.
        std::fs::write(&path, "queens-checkpoint v1 n=9 split=x\n").unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err().to_string();
        assert!(
            e.contains("line 1: a checkpoint of format v1, but this queens reads v2"),
            "{e}"
        );
        // The header's checksum covers it too.
        let header = text.lines().next().unwrap();
        let crc = &header[header.len() - 8..];
        let other = if crc == "00000000" { "11111111" } else { "00000000" };
        std::fs::write(&path, text.replacen(crc, other, 1)).unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err().to_string();
        assert!(e.contains("line 1: the header's checksum mismatch"), "{e}");
    }

    #[test]
    fn what_is_quoted_of_a_damaged_file_is_short_and_escaped() {
        let dir = tempfile::tempdir().unwrap();
        let (path, c) = with_units(&dir, 9, 2);
        let text = std::fs::read_to_string(&path).unwrap();
        let header = text.lines().next().unwrap();
        let unit = text.lines().nth(1).unwrap();
        let long = "9".repeat(1000);
        // A header whose shard (or version) is a thousand digits, or a
        // unit line with a long label or number, or an escape sequence:
        // each was echoed whole and raw.
        let header_shard = header.replace("shard=all", &format!("shard={long}\u{1b}[2J"));
        let header_version = header.replace("v2", &format!("v{long}"));
        let label = unit.replacen("label=", &format!("label={long}\u{1b}"), 1);
        let number = unit.replacen("solutions=", &format!("solutions={long}x"), 1);
        let extra = unit.replacen(" crc=", &format!(" {long}\u{7} crc="), 1);
        for (first, second) in [
            (header_shard.as_str(), unit),
            (header_version.as_str(), unit),
            (header, label.as_str()),
            (header, number.as_str()),
            (header, extra.as_str()),
        ] {
            std::fs::write(&path, format!("{first}\n{second}\n{unit}\n")).unwrap();
            let e = Checkpoint::open(&path, &c, None).unwrap_err().to_string();
            assert!(e.chars().count() < 300 && !e.chars().any(char::is_control), "{e}");
        }
    }

    #[test]
    fn one_count_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c");
        let c = counter(8);
        let (first, _) = Checkpoint::open(&path, &c, None).unwrap();
        let e = Checkpoint::open(&path, &c, None).unwrap_err();
        assert!(matches!(e, CheckpointError::Busy { .. }), "{e}");
        first.close().unwrap();
        Checkpoint::open(&path, &c, None).unwrap();
    }
}
