//! The checksum every checkpoint line and shard file carries: CRC-32C
//! over the content and the count's fingerprint, so that an edited
//! number, a torn write or a file moved to another count is caught.
//! Shared by the checkpoint (one seal a line) and the shard files (one
//! seal a file).

/// The CRC-32C of `content` followed by a space and `fingerprint` (the
/// count's [`Counter::fingerprint`](crate::count::Counter::fingerprint)), as 8 lowercase hex digits: the
/// checksum every checkpoint line and shard file carries, so that an
/// edited number, or a file moved to another count, is caught.
pub fn checksum(content: &str, fingerprint: &str) -> String {
    let crc = crc32c::crc32c_append(crc32c::crc32c(content.as_bytes()), b" ");
    format!("{:08x}", crc32c::crc32c_append(crc, fingerprint.as_bytes()))
}

/// `line` with its checksum appended: `LINE crc=XXXXXXXX`.
pub(crate) fn sealed(line: &str, fingerprint: &str) -> String {
    format!("{line} crc={}", checksum(line, fingerprint))
}

/// Splits `LINE crc=XXXXXXXX` into the line and its checksum; None when
/// it has no well-formed checksum field (a torn write).
pub(crate) fn split_seal(line: &str) -> Option<(&str, &str)> {
    let (content, crc) = line.rsplit_once(" crc=")?;
    (crc.len() == 8 && crc.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))).then_some((content, crc))
}

/// Checks a line's checksum.
pub(crate) fn verify(content: &str, crc: &str, fingerprint: &str) -> Result<(), ChecksumMismatch> {
    let expected = checksum(content, fingerprint);
    if crc != expected {
        return Err(ChecksumMismatch {
            said: crc.to_owned(),
            has: expected,
        });
    }
    Ok(())
}

/// A line whose checksum is not its content's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "checksum mismatch: the line says crc={said}, its content has crc={has} (the line was edited or damaged, or is of another count)"
)]
pub struct ChecksumMismatch {
    said: String,
    has: String,
}
