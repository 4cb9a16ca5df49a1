import CCairo

/// A cairo call that failed, with the call's name and cairo's own status text.
package struct CairoError: Error, CustomStringConvertible {
    package var operation: String
    package var status: cairo_status_t

    package init(operation: String, status: cairo_status_t) {
        self.operation = operation
        self.status = status
    }

    package var description: String {
        "\(operation) failed: \(String(cString: cairo_status_to_string(status)))"
    }

    /// Throws when `status` is not success.
    package static func check(_ status: cairo_status_t, _ operation: String) throws {
        if status != CAIRO_STATUS_SUCCESS { throw CairoError(operation: operation, status: status) }
    }
}

extension PixelBuffer {
    /// A cairo image surface drawing straight into this buffer. The caller destroys it.
    package func makeSurface() throws -> OpaquePointer {
        let surface = cairo_image_surface_create_for_data(
            base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(bytesPerRow))
        guard let surface else {
            throw CairoError(operation: "cairo_image_surface_create_for_data", status: CAIRO_STATUS_NO_MEMORY)
        }
        let status = cairo_surface_status(surface)
        if status != CAIRO_STATUS_SUCCESS {
            cairo_surface_destroy(surface)
            throw CairoError(operation: "cairo_image_surface_create_for_data", status: status)
        }
        return surface
    }
}
