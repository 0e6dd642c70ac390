//! Writing a shard's result file (`count --shard --output`); its JSON
//! form, `queens-shard-v2`, is [`nqueens::count::ShardResult::to_json`].

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;

use crate::exit::usage;

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
