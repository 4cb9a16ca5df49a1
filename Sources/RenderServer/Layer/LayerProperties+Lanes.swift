import CoreGraphics

/// The number-like properties every layer has, read and written as lanes (`AnimationValue.components`): what
/// evaluating an animation with one given end (`NumericOpenEnd`) reads of the value below and writes back, without
/// making an `AnimationValue` of either. Colours and the switches (`hidden` and the like) are left to the values.
extension LayerProperties {
    /// The kind of the property's lanes; nil for a key that is not a plain number, point, size or rect.
    static func laneKind(of key: LayerKey) -> NumericEnds.Kind? {
        switch key {
        case .bounds, .contentsRect, .contentsCenter: .rect
        case .position, .anchorPoint: .point
        case .shadowOffset: .size
        case .zPosition, .anchorPointZ, .contentsScale, .minificationFilterBias, .cornerRadius, .borderWidth, .opacity,
            .rasterizationScale, .shadowOpacity, .shadowRadius:
            .scalar
        default: nil
        }
    }

    /// The property's lanes, of the kind `laneKind(of:)` says; nil for a key that has none.
    func lanes(for key: LayerKey) -> SIMD4<Double>? {
        func point(_ p: CGPoint) -> SIMD4<Double> { SIMD4(Double(p.x), Double(p.y), 0, 0) }
        func rect(_ r: CGRect) -> SIMD4<Double> {
            SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        }
        func scalar(_ v: Double) -> SIMD4<Double> { SIMD4(v, 0, 0, 0) }
        return switch key {
        case .bounds: rect(bounds)
        case .position: point(position)
        case .zPosition: scalar(zPosition)
        case .anchorPoint: point(anchorPoint)
        case .anchorPointZ: scalar(anchorPointZ)
        case .contentsRect: rect(contentsRect)
        case .contentsCenter: rect(contentsCenter)
        case .contentsScale: scalar(contentsScale)
        case .minificationFilterBias: scalar(minificationFilterBias)
        case .cornerRadius: scalar(cornerRadius)
        case .borderWidth: scalar(borderWidth)
        case .opacity: scalar(opacity)
        case .rasterizationScale: scalar(rasterizationScale)
        case .shadowOpacity: scalar(shadowOpacity)
        case .shadowOffset: SIMD4(Double(shadowOffset.width), Double(shadowOffset.height), 0, 0)
        case .shadowRadius: scalar(shadowRadius)
        default: nil
        }
    }

    /// Sets a property `lanes(for:)` reads, as `setValue(_:for:)` sets the value of its kind made from `c`.
    mutating func setLanes(_ c: SIMD4<Double>, for key: LayerKey) {
        let point = CGPoint(x: c[0], y: c[1]), rect = CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
        switch key {
        case .bounds: bounds = rect
        case .position: position = point
        case .zPosition: zPosition = c[0]
        case .anchorPoint: anchorPoint = point
        case .anchorPointZ: anchorPointZ = c[0]
        case .contentsRect: contentsRect = rect
        case .contentsCenter: contentsCenter = rect
        case .contentsScale: contentsScale = c[0]
        case .minificationFilterBias: minificationFilterBias = c[0]
        case .cornerRadius: cornerRadius = c[0]
        case .borderWidth: borderWidth = c[0]
        case .opacity: opacity = c[0]
        case .rasterizationScale: rasterizationScale = c[0]
        case .shadowOpacity: shadowOpacity = c[0]
        case .shadowOffset: shadowOffset = CGSize(width: c[0], height: c[1])
        case .shadowRadius: shadowRadius = c[0]
        default: break
        }
    }
}
