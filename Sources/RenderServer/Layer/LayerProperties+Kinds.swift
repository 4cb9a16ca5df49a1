/// Typed access to the subclass values, so that key paths such as `\.shape.strokeEnd` reach into `kind`.
/// Reading a kind the layer does not have gives that kind's defaults; writing sets the kind.
extension LayerProperties {
    package var shape: ShapeProperties {
        get { if case .shape(let v) = kind { v } else { ShapeProperties() } }
        set { kind = .shape(newValue) }
    }

    package var gradient: GradientProperties {
        get { if case .gradient(let v) = kind { v } else { GradientProperties() } }
        set { kind = .gradient(newValue) }
    }

    package var text: TextProperties {
        get { if case .text(let v) = kind { v } else { TextProperties() } }
        set { kind = .text(newValue) }
    }

    package var replicator: ReplicatorProperties {
        get { if case .replicator(let v) = kind { v } else { ReplicatorProperties() } }
        set { kind = .replicator(newValue) }
    }

    package var scroll: ScrollProperties {
        get { if case .scroll(let v) = kind { v } else { ScrollProperties() } }
        set { kind = .scroll(newValue) }
    }

    package var emitter: EmitterProperties {
        get { if case .emitter(let v) = kind { v } else { EmitterProperties() } }
        set { kind = .emitter(newValue) }
    }

    package var tiled: TiledProperties {
        get { if case .tiled(let v) = kind { v } else { TiledProperties() } }
        set { kind = .tiled(newValue) }
    }
}

extension LayerProperties {
    /// A CATransformLayer draws only its sublayers: no background, border, contents, shadow or clip, and its
    /// opacity applies to each sublayer on its own rather than to a flattened group (spec §9.9).
    package mutating func keepSublayersOnly() {
        backgroundColor = nil
        borderWidth = 0
        contents = nil
        shadowOpacity = 0
        masksToBounds = false
        allowsGroupOpacity = false
    }
}
