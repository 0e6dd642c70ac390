//! Why a checkpoint cannot be used.

use std::io;
use std::path::PathBuf;

use textguard::{LineTooLong, quote, shown};
use thiserror::Error;

use crate::count::counter::SplitError;
use crate::count::seal::ChecksumMismatch;
use crate::count::shard::{BadShard, SHARD_SCHEME, Shard};
use crate::error::Error;

use super::MAX_BY;

/// Why a checkpoint cannot be used.
#[derive(Debug, Error)]
pub enum CheckpointError {
    /// The file could not be read, written or synced.
    #[error("checkpoint {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: io::Error,
    },
    /// The file is a checkpoint of another count.
    #[error(
        "checkpoint {path} is for another count: its {field} is {found}, this count's is {expected} (use another file, or remove this one to start over)"
    )]
    Mismatch {
        /// The file.
        path: PathBuf,
        /// What differs: `n`, `split`, `fingerprint`, `units`, `shard`.
        field: String,
        /// The value in the file.
        found: String,
        /// The value of this count.
        expected: String,
    },
    /// A line before the last one cannot be read.
    #[error("checkpoint {path}, line {line}: {reason}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        reason: BadLine,
    },
    /// A line is longer than any checkpoint line (4 KiB): the
    /// file is not a checkpoint.
    #[error("checkpoint {path}: {too_long}; it is not a checkpoint")]
    TooLong {
        /// The file.
        path: PathBuf,
        /// The line and the cap.
        too_long: LineTooLong,
    },
    /// A whole unit line holds numbers no count can have (a sum that
    /// overflows, more symmetric solutions than solutions, ...): the file
    /// was edited or is not of this count.
    #[error("checkpoint {path}, line {line}: {reason}")]
    Implausible {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// What is impossible about it.
        reason: ImplausibleUnit,
    },
    /// The path is (or a symlink there points to) a device, a FIFO, a
    /// directory: a checkpoint is only ever a regular file.
    #[error("checkpoint {path} is {kind}, not a regular file; give a file path")]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is, in words.
        kind: &'static str,
    },
    /// Another count is using the file.
    #[error("checkpoint {path} is in use by another count (it is locked)")]
    Busy {
        /// The file.
        path: PathBuf,
    },
    /// The count itself failed (its worker threads could not start).
    #[error("{0}")]
    Count(Error),
}

impl CheckpointError {
    /// Whether the file is the wrong one, or damaged: of another count,
    /// not a checkpoint, edited, not a regular file (rather than the disk
    /// failing or another count holding it).
    pub fn is_bad_input(&self) -> bool {
        use io::ErrorKind as K;
        match self {
            CheckpointError::Mismatch { .. }
            | CheckpointError::Corrupt { .. }
            | CheckpointError::TooLong { .. }
            | CheckpointError::Implausible { .. }
            | CheckpointError::NotAFile { .. } => true,
            // A path the user cannot use, as opposed to a disk failing.
            CheckpointError::Io { source, .. } => matches!(
                source.kind(),
                K::NotFound | K::PermissionDenied | K::IsADirectory | K::NotADirectory | K::InvalidData
            ),
            CheckpointError::Busy { .. } | CheckpointError::Count(_) => false,
        }
    }
}

/// What makes a checkpoint's line unreadable ([`CheckpointError::Corrupt`]).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum BadLine {
    /// The file has no complete first line.
    #[error("not a queens checkpoint (it has no complete first line)")]
    NoFirstLine,
    /// The first line is not a checkpoint header.
    #[error("not a queens checkpoint (its first line is no checkpoint header)")]
    NoHeader,
    /// The first line is not UTF-8 text.
    #[error("not a queens checkpoint (its first line is not UTF-8 text)")]
    HeaderNotText,
    /// The first line is no v2 header with a checksum.
    #[error("not a queens checkpoint (its first line is no v2 checkpoint header with a checksum)")]
    NoSealedHeader,
    /// A checkpoint of another format version.
    #[error(
        "a checkpoint of format {}, but this queens reads v2 (lines with checksums); remove it to start over",
        shown(.0)
    )]
    Version(String),
    /// The header has no checksum.
    #[error("the header has no checksum (crc=…)")]
    HeaderUnsealed,
    /// The header's checksum is not its content's.
    #[error("the header's {0}")]
    HeaderChecksum(ChecksumMismatch),
    /// The header lacks a field.
    #[error("the header has no {0}=")]
    HeaderMissing(&'static str),
    /// The header's n is not a number.
    #[error("n is {}, not a board size", shown(.0))]
    NotASize(String),
    /// The header's split is not one this version plans.
    #[error("{0}")]
    Split(SplitError),
    /// The header's shard is dealt by an unknown scheme.
    #[error(
        "the shard {} is dealt by a scheme this queens does not know (it deals {SHARD_SCHEME})",
        shown(.0)
    )]
    Scheme(String),
    /// The header's shard is no `I/K`.
    #[error("{0}")]
    Shard(BadShard),
    /// A unit recorded twice with different results.
    #[error("unit {0} is recorded again with other results")]
    Repeated(usize),
    /// A unit line that is not text.
    #[error("not text")]
    NotText,
    /// A unit line without a checksum (a torn write, most likely).
    #[error("it has no checksum (crc=…)")]
    Unsealed,
    /// A unit line lacks a field where one is due.
    #[error("expected {field}=… in {}", quote(.line))]
    Expected {
        /// The field due.
        field: &'static str,
        /// The line.
        line: String,
    },
    /// A field that should be a whole number is not.
    #[error("{field} must be a whole number, got {}", quote(.value))]
    NotANumber {
        /// The field.
        field: &'static str,
        /// Its text.
        value: String,
    },
    /// A `by=` that names no one, or is too long.
    #[error("by= must name who counted the unit (1 to {MAX_BY} bytes), got {}", quote(.0))]
    By(String),
    /// Words after the unit's results.
    #[error("unexpected {} after the unit's results", quote(.0))]
    Extra(String),
    /// A unit outside the plan.
    #[error("unit {unit} is out of range: the count has {units} units")]
    OutOfRange {
        /// The unit.
        unit: usize,
        /// The plan's units.
        units: usize,
    },
    /// A unit whose label is not the plan's.
    #[error("unit {unit} is labelled {}, but the plan's unit {unit} is {expected}", shown(.label))]
    Label {
        /// The unit.
        unit: usize,
        /// Its label in the file.
        label: String,
        /// The plan's label.
        expected: String,
    },
    /// A unit outside the checkpoint's shard.
    #[error("unit {unit} is not in shard {shard}")]
    NotInShard {
        /// The unit.
        unit: usize,
        /// The shard.
        shard: Shard,
    },
}

/// What no count's unit line can hold ([`CheckpointError::Implausible`]):
/// both figures are named.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ImplausibleUnit {
    /// The symmetric solutions overflow when added.
    #[error("unit {unit}: all + rot90 + rot180 overflows")]
    Overflow {
        /// The unit.
        unit: usize,
    },
    /// The join's fixed unit has solutions of its own.
    #[error("unit {unit}: the join's fixed unit has solutions={solutions} all={all}, but only ever 0 and 0")]
    JoinFixed {
        /// The unit.
        unit: usize,
        /// Its solutions.
        solutions: u64,
        /// Its solutions every symmetry fixes.
        all: u64,
    },
    /// More symmetric solutions than solutions.
    #[error(
        "unit {unit}: all + rot90 + rot180 = {fixed} symmetric solutions, more than its solutions={solutions}"
    )]
    MoreFixed {
        /// The unit.
        unit: usize,
        /// Its symmetric solutions.
        fixed: u64,
        /// Its solutions.
        solutions: u64,
    },
    /// Solutions every symmetry fixes, which only n = 1 has.
    #[error("unit {unit}: all={all}, but only n = 1 has a solution every symmetry fixes")]
    FixedByAll {
        /// The unit.
        unit: usize,
        /// Its solutions every symmetry fixes.
        all: u64,
    },
    /// The join's fixed boards are more than n! boards.
    #[error(
        "unit {unit}: rot90 + rot180 = {fixed}, more than the {most} boards of {n} queens one per row and column (n!)"
    )]
    JoinFixedTooMany {
        /// The unit.
        unit: usize,
        /// Its fixed boards.
        fixed: u64,
        /// n!, or `u64::MAX` when larger.
        most: u64,
        /// The board size.
        n: usize,
    },
    /// More solutions than n! boards.
    #[error(
        "unit {unit}: solutions={solutions}, more than the {most} boards of {n} queens one per row and column (n!)"
    )]
    TooMany {
        /// The unit.
        unit: usize,
        /// Its solutions.
        solutions: u64,
        /// n!, or `u64::MAX` when larger.
        most: u64,
        /// The board size.
        n: usize,
    },
    /// A whole line whose checksum is not its content's.
    #[error("{0}")]
    Checksum(ChecksumMismatch),
}
