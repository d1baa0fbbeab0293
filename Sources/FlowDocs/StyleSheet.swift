/// The site's one style sheet: fixed text, nothing from the model.
enum StyleSheet {
    static let fileName = "style.css"

    static let text = """
    :root {
      font-family: "DejaVu Sans", system-ui, -apple-system, "Segoe UI", sans-serif;
      color: #1f2933;
      background: #ffffff;
    }
    body { max-width: 1200px; margin: 0 auto; padding: 1.25rem 1.5rem 3rem; line-height: 1.45; }
    nav { font-size: 0.9rem; margin-bottom: 0.75rem; }
    h1 { font-size: 1.6rem; margin: 0.2rem 0 0.4rem; overflow-wrap: anywhere; }
    h2 { font-size: 1.2rem; margin-top: 2rem; padding-bottom: 0.2rem; border-bottom: 1px solid #d5dbe1; }
    a { color: #1565c0; }
    .summary { color: #52606d; }
    .diagram { overflow: auto; padding: 0.5rem; border: 1px solid #d5dbe1; border-radius: 8px; }
    .diagram svg { display: block; max-width: 100%; height: auto; margin: 0 auto; }
    table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
    th, td { padding: 0.3rem 0.5rem; border-bottom: 1px solid #e4e7eb; text-align: left; vertical-align: top; }
    td { overflow-wrap: anywhere; }
    th { background: #f5f7fa; }
    tr:target { background: #fff4cc; }
    code { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 0.85em; }
    code.rule { white-space: nowrap; }
    .error { color: #c62828; font-weight: 600; }
    .warning { color: #a05a00; font-weight: 600; }
    .info, .note, .none { color: #52606d; }
    .no { color: #c62828; }

    """
}
