/// What an animation shows outside its active interval.
package enum FillMode: String, Sendable, Equatable {
    case removed, forwards, backwards, both

    package var fillsBackwards: Bool { self == .backwards || self == .both }
    package var fillsForwards: Bool { self == .forwards || self == .both }
}
