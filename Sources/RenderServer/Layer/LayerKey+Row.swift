import CoreGraphics

extension LayerKey {
    /// The property table: one row per property every layer has, handing the property's accessors, by the kind of
    /// its value, to `use`. Reading and writing a property by key goes through it: `AnimationValue`s for key-value
    /// coding and key paths (`LayerProperties+Keys`), lanes for evaluating animations (`LayerProperties+Lanes`). So
    /// adding such a property is a `LayerKey` case, a row here, and its `LayerProperties` accessor.
    ///
    /// Inlined and specialized for each use, whose methods take the accessors as non-escaping closures: a row read
    /// while evaluating an animation each frame costs what calling the accessor directly does.
    @inline(__always)
    func row<Use: PropertyRowUse>(_ use: Use) -> Use.Result {
        switch self {
        case .bounds: use.rect({ $0.bounds }, { $0.bounds = $1 })
        case .position: use.point({ $0.position }, { $0.position = $1 })
        case .zPosition: use.scalar({ $0.zPosition }, { $0.zPosition = $1 })
        case .anchorPoint: use.point({ $0.anchorPoint }, { $0.anchorPoint = $1 })
        case .anchorPointZ: use.scalar({ $0.anchorPointZ }, { $0.anchorPointZ = $1 })
        case .transform: use.transform({ $0.transform }, { $0.transform = $1 })
        case .sublayerTransform: use.transform({ $0.sublayerTransform }, { $0.sublayerTransform = $1 })
        case .hidden: use.flag({ $0.isHidden }, { $0.isHidden = $1 })
        case .doubleSided: use.flag({ $0.isDoubleSided }, { $0.isDoubleSided = $1 })
        case .masksToBounds: use.flag({ $0.masksToBounds }, { $0.masksToBounds = $1 })
        case .shouldRasterize: use.flag({ $0.shouldRasterize }, { $0.shouldRasterize = $1 })
        case .contents: use.image({ $0.contents }, { $0.contents = $1 })
        case .contentsRect: use.rect({ $0.contentsRect }, { $0.contentsRect = $1 })
        case .contentsCenter: use.rect({ $0.contentsCenter }, { $0.contentsCenter = $1 })
        case .contentsScale: use.scalar({ $0.contentsScale }, { $0.contentsScale = $1 })
        case .minificationFilterBias: use.scalar({ $0.minificationFilterBias }, { $0.minificationFilterBias = $1 })
        case .backgroundColor: use.color({ $0.backgroundColor }, { $0.backgroundColor = $1 })
        case .cornerRadius: use.scalar({ $0.cornerRadius }, { $0.cornerRadius = $1 })
        case .borderWidth: use.scalar({ $0.borderWidth }, { $0.borderWidth = $1 })
        case .borderColor: use.color({ $0.borderColor }, { $0.borderColor = $1 })
        case .opacity: use.scalar({ $0.opacity }, { $0.opacity = $1 })
        case .rasterizationScale: use.scalar({ $0.rasterizationScale }, { $0.rasterizationScale = $1 })
        case .shadowColor: use.color({ $0.shadowColor }, { $0.shadowColor = $1 })
        case .shadowOpacity: use.scalar({ $0.shadowOpacity }, { $0.shadowOpacity = $1 })
        case .shadowOffset: use.size({ $0.shadowOffset }, { $0.shadowOffset = $1 })
        case .shadowRadius: use.scalar({ $0.shadowRadius }, { $0.shadowRadius = $1 })
        case .shadowPath: use.path({ $0.shadowPath }, { $0.shadowPath = $1 })
        }
    }
}

/// What is done with a row of the property table (`LayerKey.row`): the method of the property's kind is handed its
/// getter and setter. A use implements the kinds it handles; the others give `otherKind()`.
protocol PropertyRowUse {
    associatedtype Result
    typealias Getter<Value> = (LayerProperties) -> Value
    typealias Setter<Value> = (inout LayerProperties, Value) -> Void

    func scalar(_ get: Getter<Double>, _ set: Setter<Double>) -> Result
    func point(_ get: Getter<CGPoint>, _ set: Setter<CGPoint>) -> Result
    func size(_ get: Getter<CGSize>, _ set: Setter<CGSize>) -> Result
    func rect(_ get: Getter<CGRect>, _ set: Setter<CGRect>) -> Result
    /// A switch, animated as a number that is on from one half.
    func flag(_ get: Getter<Bool>, _ set: Setter<Bool>) -> Result
    func transform(_ get: Getter<Matrix3D>, _ set: Setter<Matrix3D>) -> Result
    func color(_ get: Getter<CGColor?>, _ set: Setter<CGColor?>) -> Result
    func image(_ get: Getter<CGImage?>, _ set: Setter<CGImage?>) -> Result
    func path(_ get: Getter<CGPath?>, _ set: Setter<CGPath?>) -> Result
    /// The result for a kind this use does not handle.
    func otherKind() -> Result
}

extension PropertyRowUse {
    func scalar(_ get: Getter<Double>, _ set: Setter<Double>) -> Result { otherKind() }
    func point(_ get: Getter<CGPoint>, _ set: Setter<CGPoint>) -> Result { otherKind() }
    func size(_ get: Getter<CGSize>, _ set: Setter<CGSize>) -> Result { otherKind() }
    func rect(_ get: Getter<CGRect>, _ set: Setter<CGRect>) -> Result { otherKind() }
    func flag(_ get: Getter<Bool>, _ set: Setter<Bool>) -> Result { otherKind() }
    func transform(_ get: Getter<Matrix3D>, _ set: Setter<Matrix3D>) -> Result { otherKind() }
    func color(_ get: Getter<CGColor?>, _ set: Setter<CGColor?>) -> Result { otherKind() }
    func image(_ get: Getter<CGImage?>, _ set: Setter<CGImage?>) -> Result { otherKind() }
    func path(_ get: Getter<CGPath?>, _ set: Setter<CGPath?>) -> Result { otherKind() }
}
