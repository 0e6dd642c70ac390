//! Why a checkpoint cannot be used.

use std::io;
use std::path::PathBuf;

use textguard::LineTooLong;
use thiserror::Error;

use crate::error::Error;

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
        reason: String,
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
        reason: String,
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
