//! A checkpoint's unit records in bounded memory, however many units it
//! records and however many lines it has.
//!
//! A checkpoint is one line a unit, in the order units finished, and a
//! unit may be recorded again (with the same results: after a resume).
//! Everything `verify` asks of its records (each unit's lines agree;
//! the tally; the count of distinct units; the sample, picked by rank
//! among distinct units; who counted a unit that disagrees) needs each
//! unit once. The decision: the units are held by windows of plan index,
//! never all at once. The first read holds the units in a map while they
//! number at most [`WINDOW`] (the normal case: one read, as before), and
//! counts the lines of each of [`BUCKETS`] equal slices of the plan. A
//! file with more units is then read again once for each window: a run
//! of slices with at most `WINDOW` lines in all (so at most `WINDOW`
//! units), or a single slice (at most [`BUCKETS`]-th of the plan's units;
//! a plan has under 2^32). A record is a unit and its 40 bytes of
//! results, its label made again from the plan when needed; `by=` is read
//! again only for the units that disagree. A window's map is some 13 MB;
//! the plan of n = 32 split 4 is some 12 MB more.
//!
//! A window's read passes over lines of other units once their index is
//! read: the first read checked every line, and later reads take only
//! the bytes it kept (a count may be appending to the file meanwhile).
//! At 3 million distinct units, a read of the 400 MB file takes some
//! seconds; a window's read of it, under one.

use std::collections::HashMap;
use std::fs::File;
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::count::checkpoint::{Checkpoint, CheckpointError, again};
use crate::count::counter::{Counter, Tallying};
use crate::count::shard::Shard;
use crate::count::unit_count::UnitCount;
use crate::count::verify::{Recorded, Records};

/// The most units a read holds: 7/8 of 2^18, the most a map of 2^18
/// slots holds (of 49 bytes each: 12.8 MB).
pub(crate) const WINDOW: usize = 7 << 15;

/// The slices of the plan whose lines the first read counts.
const BUCKETS: usize = 1 << 12;

/// Where a checkpoint's records are read again from.
#[derive(Debug)]
pub(crate) struct Source {
    pub path: PathBuf,
    /// The count's fingerprint (a large plan's takes a while).
    pub fingerprint: String,
    /// The bytes of the lines the first read took.
    pub keep: u64,
}

impl Source {
    /// Reads the lines of the units `wanted`, calling `visit` with each
    /// line's number, unit, results and counter.
    fn scan(
        &self,
        counter: &Counter,
        shard: Option<Shard>,
        wanted: &dyn Fn(usize) -> bool,
        visit: &mut dyn FnMut(usize, usize, UnitCount, Option<String>) -> Result<(), CheckpointError>,
    ) -> Result<(), CheckpointError> {
        let io_err = |source| CheckpointError::Io {
            path: self.path.clone(),
            source,
        };
        // Checked before it is opened: a FIFO put in its place would
        // block the open.
        let meta = std::fs::metadata(&self.path).map_err(io_err)?;
        if !meta.is_file() {
            return Err(io_err(std::io::Error::other("it is no longer a regular file")));
        }
        let file = File::open(&self.path).map_err(io_err)?;
        let reader = Checkpoint::reader(&self.path, counter, shard, self.fingerprint.clone());
        let scanned = reader.scan(file, Some(self.keep), wanted, visit)?;
        match scanned.failed {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// The records of the units in `units`, each once, by index.
    pub fn window(
        &self,
        counter: &Counter,
        shard: Option<Shard>,
        units: &Range<usize>,
    ) -> Result<Vec<(usize, UnitCount)>, CheckpointError> {
        let mut held = HashMap::new();
        self.scan(
            counter,
            shard,
            &|i| units.contains(&i),
            &mut |line, i, r, _| match held.insert(i, r) {
                Some(before) if before != r => Err(again(&self.path, line, i)),
                _ => Ok(()),
            },
        )?;
        Ok(sorted(held))
    }

    /// Who counted each unit of `units` (the last line of a unit names
    /// it, as a resume reads it).
    pub fn counted_by(
        &self,
        counter: &Counter,
        shard: Option<Shard>,
        units: &std::collections::HashSet<usize>,
    ) -> Result<HashMap<usize, Option<String>>, CheckpointError> {
        let mut by = HashMap::new();
        self.scan(counter, shard, &|i| units.contains(&i), &mut |_, i, _, who| {
            by.insert(i, who);
            Ok(())
        })?;
        Ok(by)
    }
}

fn sorted(held: HashMap<usize, UnitCount>) -> Vec<(usize, UnitCount)> {
    let mut records: Vec<(usize, UnitCount)> = held.into_iter().collect();
    records.sort_unstable_by_key(|&(i, _)| i);
    records
}

// Beside the records it reads rather than in `checkpoint/`: the
// checkpoint writes and resumes below the verification, which reads.
impl Checkpoint<'_> {
    /// Reads the checkpoint at `path` without changing or locking it (a
    /// count may be writing it): the count it belongs to, planned again
    /// from its header for `threads` workers, and the units it records
    /// (each checked, and held only while few: [`Recorded`] reads a file
    /// of many again when asked). A torn last line is left out, as a
    /// resume would drop it.
    pub fn load(path: &Path, threads: usize) -> Result<Recorded, CheckpointError> {
        let (mut file, counter, shard) = Checkpoint::open_header(path, threads)?;
        read_by(path, counter, shard, &mut file, WINDOW)
    }
}

/// [`Checkpoint::load`], holding at most `window` units (the tests' are
/// small).
fn read_by(
    path: &Path,
    counter: Counter,
    shard: Option<Shard>,
    file: &mut File,
    window: usize,
) -> Result<Recorded, CheckpointError> {
    let fingerprint = counter.fingerprint();
    let reader = Checkpoint::reader(path, &counter, shard, fingerprint.clone());
    let width = counter.units().div_ceil(BUCKETS).max(1);
    let mut lines = vec![0u64; BUCKETS];
    let mut held = Some(HashMap::new());
    let scanned = reader.scan(&mut *file, None, &|_| true, &mut |line, i, r, _| {
        lines[i / width] += 1;
        // Given up before the map would outgrow its 2^18 slots.
        if held
            .as_ref()
            .is_some_and(|map| map.len() == window && !map.contains_key(&i))
        {
            held = None;
        }
        if let Some(map) = &mut held
            && let Some(before) = map.insert(i, r)
            && before != r
        {
            return Err(again(path, line, i));
        }
        Ok(())
    })?;
    drop(reader);
    let source = Source {
        path: path.to_path_buf(),
        fingerprint,
        keep: scanned.keep,
    };
    let mut tallying = Tallying::new(&counter);
    let mut inconsistent = None;
    let mut tally = |records: &[(usize, UnitCount)]| {
        for (i, r) in records {
            if inconsistent.is_none()
                && let Err(e) = tallying.add(*i, r)
            {
                inconsistent = Some(e);
            }
        }
    };
    let (records, units) = if let Some(map) = held {
        if let Some(e) = scanned.failed {
            return Err(e);
        }
        let records = sorted(map);
        tally(&records);
        let units = records.len();
        (super::Held::One(records), units)
    } else {
        // The first line whose unit was recorded before with other
        // results, in any window, and else the line the first read
        // stopped at: the error a read holding every unit meets first.
        let windows = windows(&lines, width, counter.units(), window);
        let (mut units, mut again) = (0, None::<(usize, CheckpointError)>);
        for w in &windows {
            match source.window(&counter, shard, w) {
                Ok(records) => {
                    units += records.len();
                    tally(&records);
                }
                Err(e) => {
                    let line = match &e {
                        CheckpointError::Corrupt { line, .. } => *line,
                        _ => return Err(e),
                    };
                    if again.as_ref().is_none_or(|(first, _)| line < *first) {
                        again = Some((line, e));
                    }
                }
            }
        }
        if let Some((_, e)) = again {
            return Err(e);
        }
        if let Some(e) = scanned.failed {
            return Err(e);
        }
        (super::Held::Windows(windows), units)
    };
    let inconsistent = inconsistent.or_else(|| tallying.finish().err());
    Ok(Recorded {
        counter,
        shard,
        dropped_line: scanned.dropped_line,
        records: Records::Checkpoint {
            source,
            held: records,
            units,
        },
        inconsistent,
    })
}

/// Runs of slices with at most `window` lines in all (or one slice), as
/// ranges of units; slices without lines are left out.
fn windows(lines: &[u64], width: usize, units: usize, window: usize) -> Vec<Range<usize>> {
    let mut windows: Vec<Range<usize>> = Vec::new();
    let mut run: Option<(usize, u64)> = None;
    for (b, &k) in lines.iter().enumerate() {
        if k == 0 {
            continue;
        }
        let range = |first: usize| first * width..((b + 1) * width).min(units);
        match run {
            Some((first, sum)) if sum + k <= window as u64 => {
                windows.pop();
                windows.push(range(first));
                run = Some((first, sum + k));
            }
            _ => {
                windows.push(range(b));
                run = Some((b, k));
            }
        }
    }
    windows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::count::checkpoint::checksum;
    use crate::count::{CountOptions, Sample};

    #[test]
    fn windows_hold_at_most_a_window_of_lines_or_one_slice() {
        let w = 100;
        let lines = [0, 3, w - 3, 1, 0, 5 * w, 2, 0];
        assert_eq!(
            windows(&lines, 10, 75, w as usize),
            vec![10..30, 30..40, 50..60, 60..70]
        );
        assert!(windows(&[0; 4], 10, 40, 100).is_empty());
    }

    /// Reads `path` as `verify` does, holding at most `window` units.
    fn read(path: &Path, c: &Counter, window: usize) -> Result<Recorded, CheckpointError> {
        let counter = Counter::for_split(c.n(), &c.split_name(), 1).unwrap();
        let mut file = File::open(path).unwrap();
        read_by(path, counter, None, &mut file, window)
    }

    #[test]
    fn a_checkpoint_read_by_windows_is_the_one_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.ckpt");
        let c = Counter::new(
            12,
            CountOptions {
                threads: 1,
                ..CountOptions::default()
            },
        )
        .unwrap();
        let (ck, _) = Checkpoint::open(&path, &c, None).unwrap();
        // Backwards, and every fifth unit twice (as after a resume).
        for i in (0..c.units()).rev() {
            let r = c.count_unit(i);
            ck.record(i, &r).unwrap();
            if i % 5 == 0 {
                ck.record(i, &r).unwrap();
            }
        }
        ck.close().unwrap();
        let whole = read(&path, &c, WINDOW).unwrap();
        assert!(matches!(
            &whole.records,
            Records::Checkpoint {
                held: super::super::Held::One(_),
                ..
            }
        ));
        let window = c.units() / 7;
        let windowed = read(&path, &c, window).unwrap();
        let Records::Checkpoint {
            held: super::super::Held::Windows(windows),
            ..
        } = &windowed.records
        else {
            panic!("read whole, {} units", c.units());
        };
        assert!(windows.len() >= 7, "{windows:?}");
        for recorded in [&whole, &windowed] {
            assert_eq!(recorded.recorded(), c.units());
            assert!(recorded.inconsistent.is_none());
            let v = recorded.verify(Sample::All, 0, &|| {}).unwrap();
            assert_eq!(
                (v.checked, v.agreed, v.total, v.recorded_total),
                (c.units(), c.units(), 14200, 14200)
            );
            for sample in [Sample::Units(9), Sample::Share(0.1)] {
                assert_eq!(
                    recorded.pick(sample, 3).unwrap().units().collect::<Vec<_>>(),
                    sample.pick(&(0..c.units()).collect::<Vec<_>>(), 3)
                );
            }
        }

        // A unit forged and re-sealed is named with who counted it, and
        // a unit recorded again with other results at its line, the
        // first such line, whichever window holds it.
        let fp = c.fingerprint();
        let text = std::fs::read_to_string(&path).unwrap();
        let forge = |line: &str| {
            let (content, _) = line.rsplit_once(" crc=").unwrap();
            let forged = content.replacen(" solutions=", " solutions=1", 1);
            format!("{forged} crc={}", checksum(&forged, &fp))
        };
        let lines: Vec<&str> = text.lines().collect();
        let unit_of = |line: &str| -> usize { line["unit=".len()..line.find(' ').unwrap()].parse().unwrap() };
        // A unit recorded once, early in the file (the top of the plan), and
        // one of the last lines (near unit 0).
        let once = *lines[3..].iter().find(|l| unit_of(l) % 5 != 0).unwrap();
        let last = lines[lines.len() - 2];
        let edited = format!("{text}{}\n{}\n", forge(once), forge(last));
        std::fs::write(&path, &edited).unwrap();
        for window in [WINDOW, window] {
            let e = read(&path, &c, window).unwrap_err().to_string();
            assert!(e.contains(&format!("line {}: unit ", lines.len() + 1)), "{e}");
        }
        let forged = text.replacen(once, &forge(once), 1);
        std::fs::write(&path, forged).unwrap();
        let unit = unit_of(once);
        for window in [WINDOW, window] {
            let v = read(&path, &c, window)
                .unwrap()
                .verify(Sample::All, 0, &|| {})
                .unwrap();
            assert_eq!(v.disagreed.len(), 1);
            let record = &v.disagreed[0].record;
            assert_eq!((record.unit, record.label.clone()), (unit, c.unit_label(unit)));
            assert_eq!(record.by, Some(c.counted_by(unit)));
        }
    }
}
