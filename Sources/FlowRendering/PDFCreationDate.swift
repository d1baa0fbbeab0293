import Foundation

/// Makes PDF output depend on the drawing alone. cairo (1.16, which Graphviz's PDF renderer uses) stamps the
/// current time into the document's `/CreationDate` and offers no way through Graphviz to set it, so the same
/// model gave different bytes from one second to the next.
enum PDFCreationDate {
    /// The date every PDF carries: the Unix epoch, as reproducible builds use when no other date is given.
    static let fixed = Data("19700101000000".utf8)

    /// `pdf` with the 14 digits of its `/CreationDate (D:YYYYMMDDHHmmSS` replaced by ``fixed``. Same length, so
    /// the cross-reference table's byte offsets stay right. A PDF without that stamp is returned as it is.
    static func fixing(_ pdf: Data) -> Data {
        let marker = Data("/CreationDate (D:".utf8)
        guard let found = pdf.range(of: marker) else { return pdf }
        let digits = found.upperBound..<(found.upperBound + fixed.count)
        guard digits.upperBound <= pdf.endIndex,
              pdf[digits].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return pdf }
        var result = pdf
        result.replaceSubrange(digits, with: fixed)
        return result
    }
}
