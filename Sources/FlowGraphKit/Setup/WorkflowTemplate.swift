/// The GitHub Actions workflow that `flowgraph init` writes: the README's CI recipe cut to its lint step, so every
/// push and pull request is checked and each finding is annotated at its line.
public enum WorkflowTemplate {
    /// The file's text: `flowgraph check` on the repository with the `github` reporter.
    public static let text = """
        # Lints the app's navigation with flowgraph; findings are annotated at their lines in pull requests.
        name: flowgraph

        on:
          push:
          pull_request:

        jobs:
          navigation:
            runs-on: ubuntu-24.04
            container: swift:6.1
            permissions:
              contents: read
            steps:
              - uses: actions/checkout@v4
              # Graphviz's libraries, which flowgraph links.
              - run: apt-get update && apt-get install -y libgraphviz-dev libxml2-dev pkg-config fonts-dejavu-core
              # Builds flowgraph as a dependency of this package (as for its command plugin); without a
              # Package.swift, install a flowgraph binary here instead and call it below.
              - run: swift build -c release --product flowgraph
              # Reads .flowgraph.yml; exit status 1 on error-level findings fails the job.
              - name: Lint the navigation
                run: .build/release/flowgraph check --reporter github

        """
}
