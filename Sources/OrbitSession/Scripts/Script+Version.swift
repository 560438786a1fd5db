import Foundation

/// The script format's version header: an optional first line `{"version": 1}`. A script without
/// one is read as version 1, so every script recorded before the header existed still replays; a
/// script declaring a newer version than `formatVersion` is refused rather than misread.
extension Script {
    /// The script format version this build reads (docs/reference/INTERACTION.md section 2).
    public static let formatVersion = 1

    /// The version `text` declares when it is a header line (an object whose only key is
    /// `version`), nil for any other line.
    ///
    /// - Throws: `ScriptError` for a version that is not a whole number from 1, or is newer than
    ///   `formatVersion`.
    /// - Complexity: O(length of the line); lines without the text `"version"` are not parsed.
    static func headerVersion(_ text: String, number: Int) throws(ScriptError) -> Int? {
        guard text.contains("\"version\""),
            let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any],
            object.count == 1, let value = object["version"]
        else { return nil }
        // JSON booleans arrive as NSNumber too; their Objective-C type is "c" (char).
        guard let version = value as? NSNumber, !(value is String), version.objCType.pointee != UInt8(ascii: "c"),
            version.doubleValue.isFinite, version.doubleValue == version.doubleValue.rounded(), version.doubleValue >= 1
        else {
            throw ScriptError(line: number, "'version' must be a whole number from 1")
        }
        guard version.doubleValue <= Double(formatVersion) else {
            throw ScriptError(
                line: number,
                "script format version \(shown("\(version)")) is newer than this orbit reads (\(formatVersion))")
        }
        return version.intValue
    }
}
