/// The compositor reads the presented tree in place, through pointers into its arrays. A `PresentedLayer` copied
/// out to be drawn retains each of its references and releases them after: two atomic operations apiece, on lines
/// the present phase last wrote from another core. These accessors yield each field borrowed, so that reading it,
/// or passing it to a function, copies nothing.
extension UnsafePointer where Pointee == PresentedLayer {
    var id: UInt64 { pointee.id }
    var localTime: Double { pointee.localTime }
    var properties: LayerProperties { _read { yield pointee.properties } }
    var sublayers: [PresentedLayer] { _read { yield pointee.sublayers } }
    var mask: [PresentedLayer] { _read { yield pointee.mask } }
    var transition: PresentedTransition? { _read { yield pointee.transition } }
    var node: RenderNode { _read { yield pointee.node } }
    var committedValues: ObjectIdentifier { pointee.committedValues }
    var animatesContent: Bool { pointee.animatesContent }
}
