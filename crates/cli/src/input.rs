//! Reading the user's input: files or stdin, and numbers.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use crate::args::parse_size;
use crate::exit::usage;

use crate::output::{QUOTE_CHARS, quoted};

/// Opens `path` for buffered reading; `-` (or no path) is stdin.
pub fn open(path: Option<&Path>) -> anyhow::Result<Box<dyn BufRead>> {
    match path {
        None => Ok(stdin()),
        Some(p) if p.as_os_str() == "-" => Ok(stdin()),
        Some(p) => {
            let file = File::open(p).map_err(|e| usage(format!("cannot open {}: {e}", p.display())))?;
            Ok(Box::new(BufReader::with_capacity(1 << 16, file)))
        }
    }
}

/// Standard input, with a one-line hint on stderr when it is a terminal:
/// a command waiting for input it was not given should say so.
fn stdin() -> Box<dyn BufRead> {
    hint_if_terminal("the input", "a FILE");
    Box::new(io::stdin().lock())
}

/// `instead` is what the command takes in place of stdin: a FILE for the
/// commands that read one, n for `count` and `solve`, which take no file
/// (issue 49: `count` said "or give a FILE").
fn hint_if_terminal(what: &str, instead: &str) {
    use std::io::IsTerminal;
    if io::stdin().is_terminal() {
        // Best effort, like progress lines: the read goes on regardless.
        let _ = crate::output::err_line(format_args!("{}", terminal_hint(what, instead)));
    }
}

fn terminal_hint(what: &str, instead: &str) -> String {
    format!("queens: reading {what} from the terminal; end it with Ctrl-D (or give {instead})")
}

/// A failure to read input is the user's (exit 2, see [`crate::exit`]):
/// an over-long line or invalid UTF-8 (`InvalidData`) is named as the
/// reader names it; anything else (a directory, a file that cannot be
/// read) is `cannot read {what}: {cause}`, the cause said once.
pub fn read_failed(e: io::Error, what: &str) -> anyhow::Error {
    if e.kind() == io::ErrorKind::InvalidData {
        let message = e.to_string();
        if message == "stream did not contain valid UTF-8" {
            usage(format!("{what} is not UTF-8 text"))
        } else {
            usage(message)
        }
    } else {
        usage(format!("cannot read {what}: {e}"))
    }
}

/// Reads all of `path` (`-` or none: stdin) as text, refusing more than
/// `max` bytes in all or a line of more than `max_line` bytes (`what`
/// names the input in the message). It stops at the first line too long,
/// holding no more than `max_line` bytes of it.
pub fn read_all(path: Option<&Path>, max: u64, max_line: u64, what: &str) -> anyhow::Result<String> {
    read_capped(open(path)?, max, max_line, what)
}

/// [`read_all`] from an opened reader.
pub fn read_capped(reader: impl BufRead, max: u64, max_line: u64, what: &str) -> anyhow::Result<String> {
    let mut bytes = Vec::new();
    let mut reader = reader.take(max + 1);
    for line in 1.. {
        let read = textguard::read_line(&mut reader, &mut bytes, max_line, line)
            .map_err(|e| read_failed(e, what))?;
        if read == 0 {
            break;
        }
    }
    if bytes.len() as u64 > max {
        return Err(usage(format!("{what} is over {}", size(max))));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let text = &e.as_bytes()[..at];
        let line = text.iter().filter(|&&b| b == b'\n').count() + 1;
        usage(format!("line {line}: {what} is not UTF-8 text"))
    })
}

/// A cap in words: `16 MB`, `64 KB`, `100 bytes`.
pub fn size(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{} KB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// Reads the one integer a judge task gives on stdin.
pub fn read_size_from_stdin(min: usize, max: usize) -> anyhow::Result<usize> {
    hint_if_terminal("n", "n as an argument");
    let mut text = String::new();
    io::stdin()
        .lock()
        .take(1 << 20)
        .read_to_string(&mut text)
        .map_err(|e| read_failed(e, "n from standard input"))?;
    // Judges' files may start with a byte order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let mut words = text.split_whitespace();
    let (Some(word), None) = (words.next(), words.next()) else {
        return Err(usage(if text.trim().is_empty() {
            format!("expected n on standard input (an integer from {min} to {max}), got nothing")
        } else {
            format!(
                "expected one integer n on standard input (from {min} to {max}), got {}",
                quoted(text.trim(), QUOTE_CHARS)
            )
        }));
    };
    parse_size(word, min, max).map_err(|m| usage(format!("{m} (read from standard input)")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_terminal_hint_offers_what_the_command_takes() {
        assert_eq!(
            terminal_hint("n", "n as an argument"),
            "queens: reading n from the terminal; end it with Ctrl-D (or give n as an argument)"
        );
    }
}
