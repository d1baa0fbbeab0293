import ArgumentParser

/// The inputs every subcommand reads, declared once.
struct InputOptions: ParsableArguments {
    @Argument(
        help: "Model files (*.flow.yml, *.flow.yaml, *.flow.json) or folders searched for them. Default: the current folder.",
        completion: .file()
    )
    var paths: [String] = []
}
