//! Board sizes as the user types them, read before any command runs:
//! clap's value parsers and stdin's `n` both use it, so it sits with the
//! arguments, below the readers and the commands.

use textguard::shown;

/// The text of a board size: a whole number from `min` to `max`.
pub fn parse_size(text: &str, min: usize, max: usize) -> Result<usize, String> {
    let t = text.trim();
    let range = format!("n must be an integer from {min} to {max}");
    if t.is_empty() {
        return Err(format!("{range}, got nothing"));
    }
    match t.parse::<i128>() {
        Ok(v) if v >= min as i128 && v <= max as i128 => Ok(v as usize),
        Ok(_) => Err(format!("{range}, got {}", shown(t))),
        Err(_)
            if t.bytes().all(|b| b.is_ascii_digit())
                || t.starts_with('-') && t[1..].bytes().all(|b| b.is_ascii_digit()) =>
        {
            Err(format!("{range}, got {}", shown(t)))
        }
        Err(_) if shown(t) == t => Err(format!("{range}, got '{t}' (not a number)")),
        Err(_) => Err(format!("{range}, got {} (not a number)", shown(t))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("12", 1, 32), Ok(12));
        assert_eq!(parse_size(" 7\n", 1, 32), Ok(7));
        assert_eq!(
            parse_size("0", 1, 32).unwrap_err(),
            "n must be an integer from 1 to 32, got 0"
        );
        assert!(parse_size("-1", 1, 32).unwrap_err().ends_with("got -1"));
        assert!(parse_size("abc", 1, 32).unwrap_err().contains("not a number"));
        assert!(
            parse_size("99999999999999999999999999999999999999999", 1, 32)
                .unwrap_err()
                .contains("got 9999")
        );
        assert!(parse_size("1.5", 1, 32).unwrap_err().contains("not a number"));
        let long = parse_size(&"x".repeat(100_000), 1, 32).unwrap_err();
        assert!(
            long.len() < 200 && long.contains("\"xxx") && long.contains('…'),
            "{long}"
        );
        let digits = parse_size(&"9".repeat(100_000), 1, 32).unwrap_err();
        assert!(digits.len() < 200, "{digits}");
    }
}
