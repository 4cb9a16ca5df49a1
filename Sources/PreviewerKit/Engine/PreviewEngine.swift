import RenderServer
import UIKit

/// Everything a frame needs, independent of SDL: the window of views, the gallery, pointer input, the
/// compositor and the frame buffer. The windowed loop and headless capture both drive it.
@MainActor
package final class PreviewEngine {
    package let scenes: [Scene]
    let window: UIWindow
    let gallery: GalleryController
    let input: PointerInput
    package private(set) var pointSize: CGSize
    package private(set) var scale: CGFloat
    /// The frame shown: the composited pixels with the overlays drawn over them.
    package private(set) var frame: CGContext
    /// The compositor's own buffer, kept from frame to frame so that only damage is recomposited.
    private var composite: PixelBuffer
    /// Device pixels of `frame` that changed in the last render (what must be uploaded).
    package private(set) var changedRect = PixelRect(x: 0, y: 0, width: 0, height: 0)
    private var overlaysWereVisible = false
    package var timings = FrameTimings()
    package var hud = HUD()
    package var showsHelp = false
    /// The media clock's rate while playing: 1, or slower for slow motion and the timeline's speeds.
    package private(set) var speed = 1.0
    package private(set) var isPaused = false
    package var isSlowMotion: Bool { speed < 1 }
    /// The tools' window and the tools in it.
    let tools: ToolsHost
    let debugColors: DebugColorsView
    let inspector = Inspector()
    let status = StatusBanner()
    private(set) lazy var timeline = Timeline(
        actions: Timeline.Actions(
            scrub: { [weak self] t in self?.scrub(to: t) },
            replay: { [weak self] t in self?.replay(from: t) },
            setSpeed: { [weak self] s in self?.setSpeed(s) }))
    /// Media time at which the current scene was shown.
    package private(set) var sceneStart = 0.0
    package var rendererName = "headless"
    package var refreshPeriod = DisplayLinks.defaultRefreshPeriod
    /// Where the scene's tiled layers have their tiles drawn.
    package let tiles = TileDrawing()
    let compositor: CPUCompositor
    /// Headless capture draws every tile a frame asked for before the next frame, so runs repeat exactly; the
    /// window draws them in the background and shows them when ready.
    package var finishesTilesEachFrame = false
    private var dirty = true
    /// Haptics, VoiceOver announcements and memory warnings, shown as they happen.
    package let notices = Notices()
    private var lastTreeHadAnimations = false
    /// The last frame's presented tree, whose static subtrees the next frame reuses.
    private var lastPresented: PresentedLayer?

    /// Fails when the frame buffer cannot be made at this size.
    package init?(scenes: [Scene], size: CGSize, scale: CGFloat, showsSidebar: Bool) {
        guard !scenes.isEmpty, let frame = Self.makeFrame(size: size, scale: scale),
            let composite = PixelBuffer(width: frame.width, height: frame.height)
        else { return nil }
        self.composite = composite
        compositor = CPUCompositor(tileDrawing: tiles)
        self.scenes = scenes
        pointSize = size
        self.scale = scale
        self.frame = frame
        UIScreen.main.configure(size: size, scale: scale)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        gallery = GalleryController(scenes: scenes, showsSidebar: showsSidebar)
        input = PointerInput(window: window)
        tools = ToolsHost(size: size)
        debugColors = DebugColorsView(frame: CGRect(origin: .zero, size: size))
        debugColors.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        gallery.layout(size: size)
        gallery.onSelect = { [weak self] index in self?.select(index) }
        RenderObservers.add { [weak self] in MainActor.assumeIsolated { self?.dirty = true } }
        UIApplication.shared.systemFeedback = { [weak self] line in self?.notices.post(line) }
        UIApplication.shared.statusBarAppearanceDidChange = { [weak self] in self?.gallery.updateStatusBar() }
        DisplayLinks.setHostDriven(true)
        select(0)
    }

    private static func makeFrame(size: CGSize, scale: CGFloat) -> CGContext? {
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        return CGContext(
            data: nil, width: max(width, 1), height: max(height, 1), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo.native.rawValue)
    }

    package var sceneIndex: Int { gallery.currentIndex }
    package var sceneName: String { scenes[sceneIndex].name }
    package var sceneController: UIViewController? { gallery.current }

    package func select(_ index: Int) {
        let wrapped = (index % scenes.count + scenes.count) % scenes.count
        gallery.show(wrapped)
        sceneStart = MediaClock.now
        inspector.select(nil)
        if timeline.isShowing {
            timeline.hide()
            timeline.show(in: tools.root)
        }
        dirty = true
    }

    /// Asks for a frame though nothing in the scene changed.
    func markDirty() { dirty = true }

    package func select(named name: String) -> Bool {
        guard let index = scenes.firstIndex(where: { $0.name == name }) else { return false }
        select(index)
        return true
    }

    /// Changes the window size or scale; the frame buffer is remade.
    package func resize(to size: CGSize, scale newScale: CGFloat) {
        guard size != pointSize || newScale != scale, let newFrame = Self.makeFrame(size: size, scale: newScale),
            let newComposite = PixelBuffer(width: newFrame.width, height: newFrame.height)
        else { return }
        pointSize = size
        scale = newScale
        frame = newFrame
        // The compositor's buffer is the frame's size: the frame is copied from it row by row.
        composite = newComposite
        UIScreen.main.configure(size: size, scale: newScale)
        UIView.performWithoutAnimation { window.frame = CGRect(origin: .zero, size: size) }
        tools.resize(to: size)
        status.layout(in: tools.root)
        gallery.layout(size: size)
        dirty = true
    }

    // MARK: Input (window points)

    /// A press goes to a tool under the pointer, else (while the inspector is on) selects the layer there, else
    /// reaches the scene; its moves and release go where it went.
    package func pointerDown(_ p: CGPoint, time: Double) {
        dirty = true
        if tools.hits(p) {
            tools.press(at: p, time: time)
        } else if inspector.isShowing {
            inspector.select(at: p, in: window.layer)
            // Also in the terminal, where the values can be copied.
            if let layer = inspector.selected {
                let description = LayerDescription(layer)
                Previewer.printLine("inspector: \(description.title) · \(description.properties.first ?? "")")
            }
        } else {
            input.press(at: p, time: time)
        }
    }

    package func pointerMoved(_ p: CGPoint, time: Double) {
        if tools.hasPointer { tools.move(to: p, time: time) } else { input.move(to: p, time: time) }
    }

    package func pointerUp(_ p: CGPoint, time: Double) {
        if tools.hasPointer { tools.release(at: p, time: time) } else { input.release(at: p, time: time) }
    }

    /// The pointer moved with no button down: the inspector outlines what is under it.
    package func hover(_ p: CGPoint) {
        if hud.isVisible,
            HUD.panelFrame(size: pointSize, pointer: p) != HUD.panelFrame(size: pointSize, pointer: pointerLocation)
        {
            dirty = true
        }
        pointerLocation = p
        guard inspector.isShowing, !tools.hits(p) else { return }
        inspector.hover(at: p, in: window.layer)
        dirty = true
    }

    /// Where the pointer was last seen over the window, in window points.
    package private(set) var pointerLocation: CGPoint?

    /// A wheel turn of `delta` points of content (positive down and right) with the pointer at `p`.
    package func wheel(_ delta: CGPoint, at p: CGPoint) { input.wheel(by: delta, at: p) }
    package var isPointerDown: Bool { input.isPressed || tools.hasPointer }

    /// Handles a previewer shortcut; returns false for keys it does not use (they go to the scene).
    package func key(_ key: String) -> Bool {
        switch key {
        case "right", "pagedown", "n": select(sceneIndex + 1)
        case "left", "pageup", "p": select(sceneIndex - 1)
        case "h": hud.isVisible.toggle()
        case "/", "?", "f1": showsHelp.toggle()
        case "t": setTimelineShown(!timeline.isShowing)
        case "i": setInspectorShown(!inspector.isShowing)
        case "d": setDebugColors(debugColors.mode.map { $0.next } ?? DebugColorMode.allCases.first)
        case "s": setSpeed(speed < 1 ? 1 : 0.1)
        case "space":
            isPaused.toggle()
            applyClockRate()
        case ".":
            if isPaused { MediaClock.skip(by: refreshPeriod) }
        case "b": gallery.showsStatusBar.toggle()
        case "m":
            notices.post("memory warning")
            UIApplication.shared.deliverMemoryWarning()
        default:
            return (sceneController as? PreviewKeyHandling)?.handleKey(key) ?? false
        }
        dirty = true
        return true
    }

    private func applyClockRate() {
        guard !MediaClock.isManual else { return }
        MediaClock.rate = isPaused ? 0 : speed
    }

    /// Plays at `speed` (1 = real time), unpausing.
    package func setSpeed(_ newSpeed: Double) {
        speed = newSpeed
        isPaused = false
        applyClockRate()
        dirty = true
    }

    /// Pauses the clock at media time `time`: the scene shows that instant, animations that had already finished
    /// included (the timeline puts them back).
    package func scrub(to requested: Double) {
        // Not before the scene was shown: nothing of it ran earlier.
        let time = max(requested, sceneStart)
        isPaused = true
        applyClockRate()
        timeline.restoreAnimations(at: time)
        MediaClock.seek(to: time)
        dirty = true
    }

    /// Goes back to `time` (the first animation's begin) and plays from there.
    package func replay(from time: Double) {
        scrub(to: time)
        isPaused = false
        applyClockRate()
    }

    package func setTimelineShown(_ shown: Bool) {
        if shown, !timeline.isShowing { timeline.show(in: tools.root) }
        if !shown { timeline.hide() }
        dirty = true
    }

    package func setInspectorShown(_ shown: Bool) {
        if shown, !inspector.isShowing { inspector.show(in: tools.root, sceneRoot: window.layer) }
        if !shown { inspector.hide() }
        dirty = true
    }

    package var debugColorMode: DebugColorMode? { debugColors.mode }

    package func setDebugColors(_ mode: DebugColorMode?) {
        debugColors.mode = mode
        if mode != nil, debugColors.superview == nil {
            debugColors.frame = tools.root.bounds
            tools.root.insertSubview(debugColors, at: 0)
        }
        if mode == nil { debugColors.removeFromSuperview() }
        dirty = true
    }

    /// Runs the scene's model through `seconds` of media time in steps of the refresh period, without drawing:
    /// display links fire, transactions commit and animation events are delivered as at the frames a run from now
    /// would have shown, so chained animations begin when they would have. The clock ends `seconds` later, where the
    /// next frame is drawn.
    package func fastForward(by seconds: Double) {
        guard seconds > 0 else { return }
        let manual = MediaClock.isManual
        let start = MediaClock.now
        let period = refreshPeriod
        let steps = max(1, Int((seconds / period - 1e-9).rounded(.up)))
        // The instants a run from `start` would have drawn, the last one a period before the end.
        for step in 0..<steps {
            let t = start + Double(step) * period
            MediaClock.setManualTime(t)
            runModel(at: t)
            runQueuedWork()
        }
        let end = start + seconds
        if manual {
            MediaClock.setManualTime(end)
        } else {
            MediaClock.setManualTime(nil)
            MediaClock.seek(to: end)
            applyClockRate()
        }
        dirty = true
    }

    /// Whether another frame is needed: something changed, something animates, a display link runs, or the
    /// overlay's text has no figures yet.
    package var needsFrame: Bool {
        dirty || lastTreeHadAnimations || DisplayLinks.isActive || isPointerDown || tiles.wantsFrame
            || hud.needsFrame(timings) || debugColors.isFading || notices.isShowing
    }

    /// Runs the work queued for the main thread (`DispatchQueue.main`, `RunLoop.main.perform`) and commits what it
    /// changed, at the media time of the frame just drawn: on iOS such work runs right after the commit of the
    /// run-loop turn that queued it, so the animations it adds begin then, not a frame later.
    package func runQueuedWork() {
        _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
        CATransaction.flush()
    }

    /// What a frame does to the model at media time `time`, which `fastForward` repeats without drawing: display
    /// links fire, the transaction commits, animation events are delivered, and what they changed commits.
    private func runModel(at time: Double) {
        DisplayLinks.refresh(timestamp: time, period: refreshPeriod)
        CATransaction.flush()
        AnimationEvents.process(now: time)
        // Preferences changed without setNeedsStatusBarAppearanceUpdate() (a presentation, a new child) show at once.
        gallery.updateStatusBar()
        CATransaction.flush()
    }

    /// Runs display links, commits, delivers animation events, and draws the frame for media time `time`.
    package func render(at time: Double) {
        var start = wallSeconds()
        tiles.frameStarted()
        runModel(at: time)
        PresentationDisplay.redraw(at: time)
        var now = wallSeconds()
        timings.record(.commit, seconds: now - start)
        start = now
        guard let tree = window.layer.makeRenderTree() else { return }
        tree.present(at: time, into: &lastPresented)
        guard let presented = lastPresented else { return }
        lastTreeHadAnimations = tree.root.hasAnimations || presented.hasLiveParticles
        now = wallSeconds()
        timings.record(.animate, seconds: now - start)
        start = now
        do {
            try compositor.render(
                presented, into: composite, scale: Double(scale),
                background: RGBA(red: 0.07, green: 0.07, blue: 0.09, alpha: 1))
        } catch {
            Log.warningOnce(key: "compositor", "previewer: the compositor failed: \(error)")
        }
        now = wallSeconds()
        timings.record(.raster, seconds: compositor.stats.rasterSeconds)
        timings.record(.composite, seconds: now - start - compositor.stats.rasterSeconds)
        // Overlays are drawn on the shown frame only, never into the compositor's buffer; while any is visible
        // (and on the frame after) the whole frame is refreshed.
        let overlaysVisible =
            hud.isVisible || showsHelp || isSlowMotion || isPaused || tools.isShowing || notices.isShowing
        let full = PixelRect(x: 0, y: 0, width: frame.width, height: frame.height)
        changedRect = overlaysVisible || overlaysWereVisible ? full : compositor.stats.damage.intersection(full)
        overlaysWereVisible = overlaysVisible
        frame.flush()
        if !changedRect.isEmpty {
            for y in changedRect.y..<changedRect.maxY {
                (frame.buffer.row(y) + changedRect.x).update(
                    from: composite.row(y) + changedRect.x, count: changedRect.width)
            }
        }
        frame.markDirty()
        if tools.isShowing {
            updateTools(presented: presented, time: time)
            tools.draw(over: frame, scale: scale, time: time)
        }
        if overlaysVisible { HUD.Overlay(engine: self, layerCount: tree.root.count).draw(into: frame) }
        dirty = false
        if finishesTilesEachFrame { tiles.finishAll() }
    }

    private func updateTools(presented: PresentedLayer, time: Double) {
        if debugColors.mode != nil {
            debugColors.update(
                root: presented, damage: compositor.stats.damage, scale: scale, time: time, now: wallSeconds())
        }
        if timeline.isShowing {
            timeline.update(sceneRoot: window.layer, time: time, speed: speed, isPaused: isPaused, size: pointSize)
        }
        if inspector.isShowing {
            inspector.update(
                sceneRoot: window.layer, time: time, size: pointSize,
                avoiding: timeline.isShowing ? timeline.panelFrame : nil, below: status.bottom)
        }
        CATransaction.flush()
    }
}
