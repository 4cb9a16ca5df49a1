import Foundation
import RenderServer
import UIKit

/// Encodes frames into a `.gif` or `.mp4` file by piping raw pixels to ffmpeg, which does the encoding: a GIF gets
/// one palette made for the whole clip and loops forever, as the GIFs in READMEs do; an MP4 is H.264 in yuv420p,
/// which every browser and player shows.
@MainActor
final class Recorder {
    enum Format: String {
        case gif, mp4
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let url: URL
    let format: Format
    /// Frames per second of the file.
    let fps: Double
    private(set) var frameCount = 0
    private let width: Int
    private let height: Int
    private let process: Process
    private let input: FileHandle
    private let errorLog: URL
    private var failed = false

    /// The format a path asks for, from its extension.
    static func format(of path: String) -> Format? {
        Format(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Starts ffmpeg writing `url`. Frames are `pixelWidth`×`pixelHeight`; a GIF is scaled to `pointSize` (one pixel
    /// per point keeps GIFs small) and kept at 50 frames per second at most, the fastest rate GIF's centisecond
    /// delays show in browsers.
    init(url: URL, pixelWidth: Int, pixelHeight: Int, pointSize: CGSize, fps: Double) throws(Failure) {
        guard let format = Self.format(of: url.path) else {
            throw Failure(description: "recordings are .gif or .mp4 files (got \(url.lastPathComponent))")
        }
        guard let ffmpeg = Self.ffmpegPath() else {
            throw Failure(description: "recording needs ffmpeg on PATH; scripts/setup installs it")
        }
        self.url = url
        self.format = format
        self.fps = format == .gif ? min(fps, 50) : fps
        width = pixelWidth
        height = pixelHeight
        errorLog = FileManager.default.temporaryDirectory.appendingPathComponent("previewer-ffmpeg-\(getpid()).log")
        var arguments = [
            "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)",
            "-framerate", String(fps), "-i", "pipe:0",
        ]
        switch format {
        case .gif:
            var filters: [String] = []
            if self.fps < fps { filters.append("fps=\(Int(self.fps))") }
            if Int(pointSize.width) != width {
                filters.append("scale=\(Int(pointSize.width)):\(Int(pointSize.height)):flags=lanczos")
            }
            let prefix = filters.isEmpty ? "" : filters.joined(separator: ",") + ","
            arguments += [
                "-filter_complex",
                "[0:v]\(prefix)split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a",
                "-loop", "0",
            ]
        case .mp4:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "veryfast",
                "-movflags", "+faststart",
            ]
        }
        arguments.append(url.path)
        process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        process.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        process.standardError = try? FileHandle(forWritingTo: errorLog)
        input = pipe.fileHandleForWriting
        // A write to an ffmpeg that has exited must fail with an error, not end the previewer.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start ffmpeg: \(error.localizedDescription)")
        }
    }

    /// Appends one frame; after a failed write the recording ignores further frames and `finish` reports it.
    func append(_ frame: CGContext) {
        guard !failed, frame.width == width, frame.height == height, let base = frame.data else {
            if !failed, frame.width != width || frame.height != height {
                Log.warningOnce(
                    key: "recorder.size", "previewer: the window changed size; the recording keeps its first size")
            }
            return
        }
        let rowBytes = width * 4
        var bytes = Data(count: rowBytes * height)
        bytes.withUnsafeMutableBytes { target in
            for y in 0..<height {
                (target.baseAddress! + y * rowBytes).copyMemory(from: base + y * frame.bytesPerRow, byteCount: rowBytes)
            }
        }
        do {
            try input.write(contentsOf: bytes)
            frameCount += 1
        } catch {
            failed = true
        }
    }

    /// Closes the stream and waits for ffmpeg to write the file; throws with ffmpeg's own message on failure.
    func finish() throws(Failure) {
        try? input.close()
        process.waitUntilExit()
        let message = (try? String(contentsOf: errorLog, encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
        try? FileManager.default.removeItem(at: errorLog)
        guard process.terminationStatus == 0, !failed else {
            throw Failure(
                description:
                    "ffmpeg could not write \(url.path): \(message?.isEmpty == false ? message! : "exit status \(process.terminationStatus)")"
            )
        }
    }

    private static func ffmpegPath() -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return directories.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Feeds a recorder at a steady rate from a loop whose frames come at irregular wall-clock times: each call writes
/// the current frame once for every frame slot that has begun since the last call, so idle spells and slow frames
/// keep their real length in the file.
@MainActor
struct RecordingCadence {
    let start: Double
    private var written = 0

    init(start: Double) { self.start = start }

    mutating func capture(_ frame: CGContext, into recorder: Recorder, now: Double) {
        let due = Int(((now - start) * recorder.fps).rounded(.down)) + 1
        while written < due {
            recorder.append(frame)
            written += 1
        }
    }
}
