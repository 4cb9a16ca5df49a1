/// Bytes that an image reads its pixels or its encoded file from.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    public let data: CFData?

    /// A provider over `data`.
    public init?(data: CFData) {
        self.data = data
    }

    /// A provider over the contents of the file at `url`; nil when it cannot be read.
    public init?(url: URL) {
        guard let bytes = try? Data(contentsOf: url) else { return nil }
        data = bytes
    }
}
