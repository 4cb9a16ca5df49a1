import Foundation

/// A damped harmonic oscillator normalised to move from 0 to 1: `CASpringAnimation`'s progress function
/// (spec §5), with Apple's settling-duration algorithm and the iOS 17 and UIKit parameter mappings.
package struct Spring: Equatable, Hashable, Sendable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double
    /// In units of the whole distance per second; positive moves toward the target.
    package var initialVelocity: Double
    package var allowsOverdamping: Bool

    package init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    package var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Normalised displacement from the target at time t (1 at t = 0, settling toward 0).
    package func displacement(at t: Double) -> Double {
        let w0 = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if zeta > 1 && allowsOverdamping {
            let wo = w0 * (zeta * zeta - 1).squareRoot()
            let b = (zeta * w0 - v0) / wo
            return 0.5 * (1 + b) * exp((-zeta * w0 + wo) * t) + 0.5 * (1 - b) * exp((-zeta * w0 - wo) * t)
        }
        return (1 + (w0 - v0) * t) * exp(-w0 * t)
    }

    /// Progress 0 → 1, possibly overshooting.
    package func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// Apple's `durationForEpsilon(0.001)` at the given animation speed (spec §5.4), in seconds.
    package func settlingDuration(speed: Double = 1) -> Double {
        let flt = Double(Float.greatestFiniteMagnitude)
        let epsilon = max(0.001, 1e-6)
        let w0 = naturalFrequency
        let zeta = dampingRatio
        var duration: Double
        if zeta == 0 {
            duration = .infinity
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            duration = max(0, log((1 + abs(b)) / epsilon) / (zeta * w0))
        } else {
            duration = sampledSettling(epsilon: epsilon)
        }
        guard speed != 0 else { return flt }
        return min(abs(duration / speed), flt)
    }

    /// Samples every 0.1 s (accumulated by addition, as Apple does) until |x| stays below epsilon for more
    /// than a second.
    private func sampledSettling(epsilon: Double) -> Double {
        var t = 0.0
        var candidate: Double?
        for _ in 0..<100_000 {
            let x = displacement(at: t)
            guard x.isFinite else { return 0 }
            if abs(x) < epsilon {
                if let start = candidate {
                    if t - start > 1.0 { return start }
                } else {
                    candidate = t
                }
            } else {
                candidate = nil
            }
            t += 0.1
        }
        return candidate ?? t
    }

    /// `2π·√(m/k)`; 0 when the stiffness is not finite.
    package var perceptualDuration: Double {
        stiffness.isFinite ? 2 * .pi * (mass / stiffness).squareRoot() : 0
    }

    /// iOS 17's bounce: 1 − r when not overdamped, 1/r − 1 otherwise, r = perceptual·damping/(4π·m).
    package var bounce: Double {
        let r = perceptualDuration * damping / (4 * .pi * mass)
        return dampingRatio <= 1 ? 1 - r : 1 / r - 1
    }

    /// iOS 17's `init(perceptualDuration:bounce:)` mapping: mass 1, overdamping allowed.
    package init(perceptualDuration d: Double, bounce b: Double) {
        let stiffness = d > 0 ? pow(2 * .pi / d, 2) : .infinity
        let f = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(mass: 1, stiffness: stiffness, damping: f * 4 * .pi / d, initialVelocity: 0, allowsOverdamping: true)
    }

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` mapping (spec §5.6): ω0 solved by 12 Newton
    /// steps so that the oscillation envelope at the duration is 0.001.
    package init(uiKitDuration duration: Double, dampingRatio ratio: Double, velocity: Double) {
        let zeta = min(max(ratio, 1.1920929e-7), 1)
        let t = min(max(duration, 0.01), 10)
        let v = velocity
        var w = 5 / t
        for _ in 0..<12 {
            let (f, df) = Spring.envelopeResidual(omega: w, zeta: zeta, duration: t, velocity: v)
            guard df != 0, df.isFinite, f.isFinite else { break }
            w -= f / df
        }
        self.init(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: v, allowsOverdamping: false)
    }

    /// The envelope at time T minus 0.001, and its derivative in ω (numerical).
    private static func envelopeResidual(omega: Double, zeta: Double, duration t: Double, velocity v: Double) -> (
        Double, Double
    ) {
        func f(_ w: Double) -> Double {
            if zeta < 1 {
                let root = (1 - zeta * zeta).squareRoot()
                return abs((zeta * w - v) / (root * w)) * exp(-zeta * w * t) - 0.001
            }
            return ((w - v) * t + 1) * exp(-w * t) - 0.001
        }
        let h = max(1e-6, abs(omega) * 1e-6)
        return (f(omega), (f(omega + h) - f(omega - h)) / (2 * h))
    }
}
