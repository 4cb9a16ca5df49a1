import PreviewerKit

/// The built-in scenes, in gallery order.
public enum Gallery {
    public static let all: [Scene] =
        [
            Scene(name: "pulse", summary: "opacity and corner radius pulsing forever") { PulseScene() },
            Scene(name: "move-to-click", summary: "a layer moves where you click and stays") { MoveToClickScene() },
            Scene(name: "transaction", summary: "three layers in one transaction with a completion") {
                TransactionScene()
            },
            Scene(name: "progress-ring", summary: "a CAShapeLayer ring advancing on click") { ProgressRingScene() },
            Scene(name: "random-color", summary: "implicit colour changes, then inside a 1 s transaction") {
                RandomColorScene()
            },
            Scene(name: "popup-dialog", summary: "keyframes: grow, hold, grow and fade, removed on completion") {
                PopupDialogScene()
            },
            Scene(name: "springs", summary: "CASpringAnimation and UIView springs side by side") { SpringScene() },
            Scene(name: "keyframe-path", summary: "a layer following a path, turning with it") { KeyframePathScene() },
            Scene(name: "gradients", summary: "axial, radial and conic gradients with animated colours") {
                GradientScene()
            },
            Scene(name: "text", summary: "CATextLayer and UILabel") { TextScene() },
            Scene(name: "shadows", summary: "shadows with animated radius and offset") { ShadowScene() },
            Scene(name: "masks", summary: "content masked by an animated shape") { MaskScene() },
            Scene(name: "card-flip", summary: "a 3D card flip with perspective") { CardFlipScene() },
            Scene(name: "cube", summary: "a CATransformLayer cube spinning in 3D, tumbling on click") { CubeScene() },
            Scene(name: "transitions", summary: "CATransition fade, moveIn, push and reveal") { TransitionScene() },
            Scene(name: "replicator", summary: "a replicator spinner with instance delay and colour steps") {
                ReplicatorScene()
            },
            Scene(name: "scroll-layer", summary: "CAScrollLayer: drag to scroll, click to scroll a card into view") {
                ScrollLayerScene()
            },
            Scene(name: "emitter", summary: "CAEmitterLayer: spark fountain and fireworks with sub-cells") {
                EmitterScene()
            },
            Scene(name: "tiled-map", summary: "CATiledLayer: pan and zoom a 16 000-point drawing drawn tile by tile") {
                TiledMapScene()
            },
            Scene(name: "pixel-drawable", summary: "PixelDrawableLayer: pixels rendered by the app every frame") {
                PixelDrawableScene()
            },
            Scene(name: "layout-card", summary: "Auto Layout: a height constraint animated with a spring") {
                ExpandingCardScene()
            },
            Scene(name: "layout-stack", summary: "Auto Layout: stack view rows hidden and shown, animated") {
                StackRowsScene()
            },
            Scene(name: "layout-sidebar", summary: "Auto Layout: a sidebar sliding in by its leading constraint") {
                SidebarScene()
            },
            Scene(name: "scroll-parallax", summary: "UIScrollView: momentum, rubber band, a parallax header") {
                ParallaxScrollScene()
            },
            Scene(name: "table-cascade", summary: "UITableView: rows cascade in; click deletes, Add inserts") {
                TableCascadeScene()
            },
            Scene(name: "carousel", summary: "UICollectionView: cards scale with their offset and snap to the middle") {
                CarouselScene()
            },
            Scene(name: "slider-scrub", summary: "UISlider scrubbing a paused property animator") {
                SliderScrubScene()
            },
            Scene(name: "nav-zoom", summary: "UINavigationController: a custom zoom push, an interactive pop") {
                NavigationZoomScene()
            },
            Scene(name: "modal-card", summary: "present/dismiss: a card on a spring, dragged down to dismiss") {
                ModalCardScene()
            },
            Scene(name: "drag-card", summary: "an interruptible property-animator card: drag, throw, catch") {
                DragCardScene()
            },
            Scene(name: "dynamics", summary: "UIKit Dynamics: gravity, collisions, a ledge; drag to throw") {
                DynamicsToyScene()
            },
            Scene(name: "stress", summary: "N moving layers; + and − change N") { StressScene() },
        ] + corpus

    /// The compatibility corpus, a scene per section: iOS components compiled unchanged.
    public static let corpus: [Scene] = ["Indicators", "Progress", "Effects", "Motion", "Interaction", "Layout"].map {
        section in
        Scene(name: "corpus-\(section.lowercased())", summary: "iOS code compiled unchanged: \(section.lowercased())") {
            CorpusScene(components: CorpusScene.components(in: section))
        }
    }
}
