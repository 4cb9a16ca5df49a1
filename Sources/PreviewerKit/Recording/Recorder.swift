import Foundation
import RenderServer
import UIKit

/// Encodes frames into a `.gif` or `.mp4` file by piping raw pixels to ffmpeg, which does the encoding. An MP4 is
/// H.264 in yuv420p, which every browser and player shows. A GIF gets one palette made for the whole clip and loops
/// forever, as the GIFs in READMEs do: the frames first go losslessly into a temporary file, from which `finish`
/// makes the palette and then the GIF, so memory stays bounded however long the recording.
///
/// Frames are copied on the caller's thread and written to ffmpeg on a queue of the recorder's own. When ffmpeg
/// falls behind by `maximumPending` frames, a recorder that `dropsWhenBehind` (a window's) drops further frames and
/// counts them rather than stall the window; otherwise (headless capture, where every frame counts) it waits.
final class Recorder: @unchecked Sendable {
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
    let width: Int
    let height: Int
    static let maximumPending = 8
    private let ffmpeg: String
    /// Filters that shape the GIF (frame rate, one pixel per point), before the palette.
    private let gifFilters: String
    private let stream: URL
    private let process: Process
    private let input: FileHandle
    private let errorLog: URL
    private let queue = DispatchQueue(label: "previewer.recorder")
    private let counts = Locked((written: 0, dropped: 0, failed: false))
    private let slots = DispatchSemaphore(value: Recorder.maximumPending)
    private let dropsWhenBehind: Bool

    /// The format a path asks for, from its extension.
    static func format(of path: String) -> Format? {
        Format(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Starts ffmpeg for `url`. Frames are `pixelWidth`×`pixelHeight`; a GIF is scaled to `pointSize` (one pixel
    /// per point keeps GIFs small) and kept at 50 frames per second at most, the fastest rate GIF's centisecond
    /// delays show in browsers.
    init(url: URL, pixelWidth: Int, pixelHeight: Int, pointSize: CGSize, fps: Double, dropsWhenBehind: Bool)
        throws(Failure)
    {
        guard let format = Self.format(of: url.path) else {
            throw Failure(description: "recordings are .gif or .mp4 files (got \(url.lastPathComponent))")
        }
        guard let ffmpeg = Self.ffmpegPath() else {
            throw Failure(description: "recording needs ffmpeg on PATH; scripts/setup installs it")
        }
        self.url = url
        self.format = format
        self.ffmpeg = ffmpeg
        self.dropsWhenBehind = dropsWhenBehind
        self.fps = format == .gif ? min(fps, 50) : fps
        width = pixelWidth
        height = pixelHeight
        var filters: [String] = []
        if self.fps < fps { filters.append("fps=\(Int(self.fps))") }
        if Int(pointSize.width) != width {
            filters.append("scale=\(Int(pointSize.width)):\(Int(pointSize.height)):flags=lanczos")
        }
        gifFilters = filters.isEmpty ? "null" : filters.joined(separator: ",")
        let temporary = FileManager.default.temporaryDirectory
        let stem = "previewer-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        errorLog = temporary.appendingPathComponent(stem + ".log")
        stream = format == .gif ? temporary.appendingPathComponent(stem + ".mkv") : url
        var arguments = [
            "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)",
            "-framerate", String(fps), "-i", "pipe:0",
        ]
        switch format {
        case .gif:
            arguments += ["-c:v", "libx264rgb", "-qp", "0", "-preset", "ultrafast"]
        case .mp4:
            arguments += [
                "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "veryfast",
                "-movflags", "+faststart",
            ]
        }
        arguments.append(stream.path)
        let pipe = Pipe()
        input = pipe.fileHandleForWriting
        process = Self.ffmpegProcess(ffmpeg, arguments, errorLog: errorLog, input: pipe)
        // A write to an ffmpeg that has exited must fail with an error, not end the previewer.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot start ffmpeg: \(error.localizedDescription)")
        }
    }

    var frameCount: Int { counts.withLock { $0.written } }
    var droppedFrames: Int { counts.withLock { $0.dropped } }

    /// Appends `frame`, of the recording's size (see `accepts`), `times` times in a row.
    func append(_ frame: CGContext, times: Int = 1) {
        guard times > 0, accepts(frame), let base = frame.data, !counts.withLock({ $0.failed }) else { return }
        if dropsWhenBehind {
            guard slots.wait(timeout: .now()) == .success else {
                counts.withLock { $0.dropped += times }
                return
            }
        } else {
            slots.wait()
        }
        let rowBytes = width * 4
        var bytes = Data(count: rowBytes * height)
        bytes.withUnsafeMutableBytes { target in
            guard let start = target.baseAddress else { return }
            for y in 0..<height {
                (start + y * rowBytes).copyMemory(from: base + y * frame.bytesPerRow, byteCount: rowBytes)
            }
        }
        queue.async { [self, bytes] in
            defer { slots.signal() }
            for _ in 0..<times {
                guard (try? input.write(contentsOf: bytes)) != nil else {
                    counts.withLock { $0.failed = true }
                    return
                }
                counts.withLock { $0.written += 1 }
            }
        }
    }

    /// Whether `frame` has the recording's size.
    func accepts(_ frame: CGContext) -> Bool { frame.width == width && frame.height == height }

    /// Writes what is queued, closes the stream and waits for ffmpeg; for a GIF, then makes the palette and the
    /// GIF. Blocks: call it off the main thread where a window is running. Throws with ffmpeg's own message.
    func finish() throws(Failure) {
        queue.sync {}
        try? input.close()
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: errorLog)
            if format == .gif { try? FileManager.default.removeItem(at: stream) }
        }
        try check(process, "record")
        guard !counts.withLock({ $0.failed }) else {
            throw Failure(description: "ffmpeg stopped taking frames for \(url.path): \(errorText())")
        }
        guard format == .gif else { return }
        let palette = stream.deletingPathExtension().appendingPathExtension("png")
        defer { try? FileManager.default.removeItem(at: palette) }
        try run(["-y", "-loglevel", "error", "-i", stream.path, "-vf", "\(gifFilters),palettegen", palette.path])
        try run([
            "-y", "-loglevel", "error", "-i", stream.path, "-i", palette.path, "-lavfi",
            "[0:v]\(gifFilters)[x];[x][1:v]paletteuse=dither=sierra2_4a", "-loop", "0", url.path,
        ])
    }

    private func run(_ arguments: [String]) throws(Failure) {
        let pass = Self.ffmpegProcess(ffmpeg, arguments, errorLog: errorLog, input: nil)
        do {
            try pass.run()
        } catch {
            throw Failure(description: "cannot start ffmpeg: \(error.localizedDescription)")
        }
        pass.waitUntilExit()
        try check(pass, "encode")
    }

    private func check(_ process: Process, _ step: String) throws(Failure) {
        guard process.terminationStatus == 0 else {
            throw Failure(description: "ffmpeg could not \(step) \(url.path): \(errorText())")
        }
    }

    private func errorText() -> String {
        let text = (try? String(contentsOf: errorLog, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return text.flatMap { $0.isEmpty ? nil : $0 } ?? "no message"
    }

    private static func ffmpegProcess(_ path: String, _ arguments: [String], errorLog: URL, input: Pipe?) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        if !FileManager.default.fileExists(atPath: errorLog.path) {
            _ = FileManager.default.createFile(atPath: errorLog.path, contents: nil)
        }
        process.standardError = try? FileHandle(forWritingTo: errorLog)
        return process
    }

    private static func ffmpegPath() -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        return directories.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Keeps a recording at a steady rate from a loop whose frames come at irregular wall-clock times: at each call,
/// the current frame is due once for every frame slot that has begun since the last call, so idle spells and slow
/// frames keep their real length in the file.
struct RecordingCadence {
    let start: Double
    let fps: Double
    private var slots = 0

    init(start: Double, fps: Double) {
        self.start = start
        self.fps = fps
    }

    /// How many times to write the current frame at wall-clock time `now`.
    mutating func framesDue(now: Double) -> Int {
        let due = Int(((now - start) * fps).rounded(.down)) + 1
        defer { slots = max(slots, due) }
        return max(0, due - slots)
    }
}
