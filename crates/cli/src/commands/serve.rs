//! `queens serve`: the visualizer, until Ctrl-C.

use std::io::{self, Write};
use std::process::ExitCode;

use anyhow::Context;

use crate::args::ServeArgs;

pub fn run(args: &ServeArgs) -> anyhow::Result<ExitCode> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the server's runtime")?;
    runtime.block_on(async {
        let server = web::Server::bind(args.addr, web::Config::default())
            .await
            .with_context(|| format!("cannot listen on {}", args.addr))?;
        let addr = server.local_addr()?;
        // The real address (port 0 picks one), on stdout for scripts.
        let mut out = io::stdout().lock();
        writeln!(out, "queens: the visualizer is at http://{addr}/ (Ctrl-C stops)")?;
        out.flush()?;
        drop(out);
        server.run(web::ctrl_c()).await.context("serving")?;
        Ok(ExitCode::SUCCESS)
    })
}
