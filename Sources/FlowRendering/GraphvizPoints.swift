/// Moves the coordinates in Graphviz's position attributes, the way they are written after a layout: a node's
/// `pos` (`x,y`), an edge's `pos` (`e,x,y s,x,y x,y x,y ...`, several splines separated by `;`), a label's `lp`
/// and a graph's `bb` (`x0,y0,x1,y1`).
///
/// ``GraphvizRenderer`` lays out each part of a packed drawing alone and moves its positions to where the part
/// was packed.
enum GraphvizPoints {
    /// `value` with every x moved by `dx` and every y by `dy`; nil when it is not a list of coordinates.
    static func moved(_ value: String, dx: Double, dy: Double) -> String? {
        var splines: [String] = []
        for spline in value.split(separator: ";", omittingEmptySubsequences: false) {
            var points: [String] = []
            for point in spline.split(separator: " ") {
                var fields = point.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                // An arrowhead's end point ("e,x,y") or an arrow tail's start point ("s,x,y").
                let marker = ["e", "s"].contains(fields.first) ? fields.removeFirst() : nil
                guard !fields.isEmpty, fields.count.isMultiple(of: 2) else { return nil }
                var moved: [String] = marker.map { [$0] } ?? []
                for (index, field) in fields.enumerated() {
                    guard let number = Double(field), number.isFinite else { return nil }
                    moved.append(text(number + (index.isMultiple(of: 2) ? dx : dy)))
                }
                points.append(moved.joined(separator: ","))
            }
            splines.append(points.joined(separator: " "))
        }
        return splines.joined(separator: ";")
    }

    /// Up to three decimals, without trailing zeros: Graphviz writes points rounded to hundredths of a point.
    static func text(_ number: Double) -> String {
        let thousandths = (number * 1000).rounded()
        let whole = Int(thousandths / 1000)
        var fraction = Int(abs(thousandths).truncatingRemainder(dividingBy: 1000))
        let sign = thousandths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return "\(whole)" }
        var digits = 3
        while fraction.isMultiple(of: 10) {
            fraction /= 10
            digits -= 1
        }
        let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
        return "\(sign)\(whole).\(padded)"
    }
}
