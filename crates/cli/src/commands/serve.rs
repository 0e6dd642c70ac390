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
                errln!("note: cannot open a browser ({e}); open {url} by hand")?;
            }
        }
        server.run(web::ctrl_c()).await.context("serving")?;
        Ok(ExitCode::SUCCESS)
    })
}
