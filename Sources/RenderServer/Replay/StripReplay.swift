import CoreGraphics
import Foundation

/// A run of blends shared out to the cores in strips (`Replayer.replay`), each strip performing the steps whose boxes
/// meet it; the items past the strips are for cores with no strip left (`help`).
struct StripReplay: ParallelBody, CoverageCulling.Steps {
    let replayer: Replayer
    let steps: UnsafeBufferPointer<Step>
    let boxes: [PixelRect]
    let cullings: [CoverageCulling]
    let target: Canvas
    /// The area replayed, cut into `pieces` strips.
    let area: PixelRect
    let pieces: Int
    let pending: Range<Int>
    let clearing: Bool
    let fill: UInt32?
    let culls: Bool
    let helps: Bool
    let scale: Double
    /// Each item writes its own element.
    let times: UnsafeMutableBufferPointer<CPUCompositor.StripTime>
    let caller: pthread_t
    let origin: Double
    /// The step position at which each strip is asked for help (`Replayer.helpsAtStep`), in place of a
    /// core that runs out of strips.
    let asksAt: Int?

    func strip(_ index: Int) -> PixelRect {
        let top = area.y + area.height * index / pieces
        return PixelRect(
            x: area.x, y: top, width: area.width, height: area.y + area.height * (index + 1) / pieces - top)
    }

    /// The upper and lower half of a strip's rows.
    func halves(_ strip: PixelRect) -> (upper: PixelRect, lower: PixelRect) {
        let middle = strip.height / 2
        return (
            PixelRect(x: strip.x, y: strip.y, width: strip.width, height: middle),
            PixelRect(x: strip.x, y: strip.y + middle, width: strip.width, height: strip.height - middle)
        )
    }

    func hideable(_ step: Int) -> Bool {
        guard let blit = Blit.of(steps[step]) else { return false }
        return blit.texture._withUnsafeGuaranteedRef {
            TextureBlit.translates(blit.matrix, scaleX: $0.scaleX, scaleY: $0.scaleY)
        }
    }

    func cores(_ step: Int) -> CoverageCulling.Cores? {
        guard let blit = Blit.of(steps[step]),
            let placed = blit.texture._withUnsafeGuaranteedRef({
                TextureBlit.coreOffset($0, tint: blit.tint, layerToDevice: blit.matrix, alpha: blit.alpha)
            })
        else { return nil }
        return CoverageCulling.Cores(
            texture: blit.texture, offset: placed.offset, clip: blit.clip, alpha: placed.alpha)
    }

    func run(_ index: Int) {
        times[index].start = MonotonicClock.seconds() - origin
        times[index].onCaller = pthread_equal(pthread_self(), caller) != 0
        defer { times[index].end = MonotonicClock.seconds() - origin }
        guard index < pieces else {
            help()
            return
        }
        let strip = strip(index)
        if clearing, let fill {
            for y in strip.y..<strip.maxY {
                (target.buffer.pixels(inRow: y) + strip.x).update(repeating: fill, count: strip.width)
            }
        }
        let culling = cullings[index]
        culling.begin(strip: strip, pending: pending, boxes: boxes, walks: culls)
        if culls {
            culling.walk(strip: strip, area: target.clip, boxes: boxes, source: self)
        }
        guard helps else {
            culling.forEachStep { _, step, shown in blend(step, shown, strip) }
            return
        }
        // Alone until a core asks to help: from that step on it takes the lower half of the rows.
        var rows = strip
        culling.forEachStep { position, step, shown in
            if position == asksAt { culling.help.store(CoverageCulling.asked, ordering: .relaxed) }
            if rows == strip, culling.help.load(ordering: .relaxed) == CoverageCulling.asked {
                culling.help.store(CoverageCulling.split + position, ordering: .releasing)
                rows = halves(strip).upper
            }
            blend(step, shown, rows)
        }
        if rows == strip,
            !culling.help.compareExchange(
                expected: CoverageCulling.alone, desired: CoverageCulling.finished, ordering: .acquiringAndReleasing
            ).exchanged
        {
            // Asked as it ended: the helper finds it finished.
            culling.help.store(CoverageCulling.finished, ordering: .releasing)
        }
    }

    /// With no strip left to take: asks a strip still blending alone for help, and blends the lower half of its
    /// rows from the step its core hands over, unless that core ends first.
    func help() {
        for index in 0..<pieces {
            let culling = cullings[index]
            guard
                culling.help.compareExchange(
                    expected: CoverageCulling.alone, desired: CoverageCulling.asked,
                    ordering: .acquiringAndReleasing
                ).exchanged
            else { continue }
            while culling.help.load(ordering: .acquiring) == CoverageCulling.asked {}
            blendHandedOver(index)
            return
        }
    }

    /// Blends the lower half of a strip's rows from the step its core handed over, if it did.
    func blendHandedOver(_ index: Int) {
        let state = cullings[index].help.load(ordering: .acquiring)
        guard state >= CoverageCulling.split else { return }
        let rows = halves(strip(index)).lower
        cullings[index].forEachStep(from: state - CoverageCulling.split) { _, step, shown in
            blend(step, shown, rows)
        }
    }

    /// Blends one step of a strip, within `rows` of it.
    func blend(_ step: Int, _ shown: CoverageCulling.Shown, _ rows: PixelRect) {
        guard let blit = Blit.of(steps[step]) else {
            steps[step].draw(into: target, rows: rows, scale: scale, reference: replayer.reference)
            return
        }
        let hidden: HiddenTiles?
        switch shown {
        case .all: hidden = nil
        case .nothing: return
        case .part(let tiles): hidden = tiles
        }
        blit.texture._withUnsafeGuaranteedRef {
            TextureBlit.draw(
                $0, tint: blit.tint, layerToDevice: blit.matrix, alpha: blit.alpha, into: target,
                clip: blit.clip.intersection(rows), hidden: hidden)
        }
    }
}
