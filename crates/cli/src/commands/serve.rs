//! `queens serve`: the visualizer, until Ctrl-C.

use std::io::{self, Write};
use std::process::ExitCode;

use anyhow::Context;

use crate::args::ServeArgs;
use crate::output::errln;

pub fn run(args: &ServeArgs) -> anyhow::Result<ExitCode> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the server's runtime")?;
    // `--port N` is `--addr 127.0.0.1:N`.
    let at = match args.port {
        Some(port) => std::net::SocketAddr::from(([127, 0, 0, 1], port)),
        None => args.addr,
    };
    runtime.block_on(async {
        let server = web::Server::bind(at, web::Config::default())
            .await
            .with_context(|| format!("cannot listen on {at}"))?;
        let addr = server.local_addr()?;
        // The real address (port 0 picks one), on stdout for scripts.
        let mut out = io::stdout().lock();
        writeln!(out, "queens: the visualizer is at http://{addr}/ (Ctrl-C stops)")?;
        out.flush()?;
        drop(out);
        if args.open {
            // The browser is the user's own program: not finding one is a
            // note, the server still runs.
            let url = format!("http://{addr}/");
            if let Err(e) = open::that_detached(&url) {
                errln!("{}", browser_failed(&e, &url))?;
            }
        }
        server.run(web::ctrl_c()).await.context("serving")?;
        Ok(ExitCode::SUCCESS)
    })
}

/// The one line `--open` prints when no browser opened, in plain words:
/// the `open` crate's error for a launcher that failed is Rust debug text
/// (`Launcher "xdg-open" "http://…" failed with
/// ExitStatus(unix_wait_status(768))`), so the launcher's name and exit
/// status are read out of it, and anything else is said generally.
fn browser_failed(e: &io::Error, url: &str) -> String {
    let why = if e.kind() == io::ErrorKind::NotFound {
        "no program to open one was found".to_owned()
    } else {
        let text = e.to_string();
        // The launcher's name: the first quoted word.
        let launcher = text.split('"').nth(1).filter(|name| !name.is_empty());
        // A wait status holds the exit status in its second byte.
        let status = text
            .split("unix_wait_status(")
            .nth(1)
            .and_then(|rest| rest.split(')').next())
            .and_then(|n| n.parse::<i32>().ok())
            .map(|w| (w >> 8) & 0xff);
        match (launcher, status) {
            (Some(launcher), Some(status)) => format!("{launcher} exited with status {status}"),
            (Some(launcher), None) => format!("{launcher} failed"),
            _ => "the program that opens one failed".to_owned(),
        }
    };
    format!("warning: could not open a browser ({why}); open {url} yourself")
}

#[cfg(test)]
mod tests {
    use std::io;

    use super::browser_failed;

    #[test]
    fn a_failed_launcher_is_said_in_plain_words() {
        let e = io::Error::other(
            r#"Launcher "xdg-open" "http://127.0.0.1:8080/" failed with ExitStatus(unix_wait_status(768))"#,
        );
        assert_eq!(
            browser_failed(&e, "http://127.0.0.1:8080/"),
            "warning: could not open a browser (xdg-open exited with status 3); \
             open http://127.0.0.1:8080/ yourself"
        );
        let e = io::Error::from(io::ErrorKind::NotFound);
        assert_eq!(
            browser_failed(&e, "http://x/"),
            "warning: could not open a browser (no program to open one was found); open http://x/ yourself"
        );
        let e = io::Error::other("something else");
        assert!(!browser_failed(&e, "http://x/").contains("something"));
    }
}
