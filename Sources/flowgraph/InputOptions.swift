import ArgumentParser

/// The inputs every subcommand reads, declared once.
struct InputOptions: ParsableArguments {
    @Argument(
        help: "Swift files, model files (*.flow.yml, *.flow.yaml, *.flow.json), or folders searched for both. Default: the current folder.",
        completion: .file()
    )
    var paths: [String] = []

    @OptionGroup var run: RunOptions
}
